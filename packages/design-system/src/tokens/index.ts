import './global.css';

export { breakpoints, mediaQueries } from './breakpoints';
export { type ColorToken, type ThemeValues, type ThemeVars, vars } from './contract.css';
export {
  CONTRAST_PAIRS,
  type ContrastPair,
  NON_TEXT_CONTRAST,
  TEXT_CONTRAST,
} from './contrast';
export { createFlickTheme, type FlickTheme, type FlickThemeOptions } from './createFlickTheme';
export { layout } from './layout';
export {
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeClass,
} from './ThemeProvider';
export { darkTheme, lightTheme } from './themes.css';
