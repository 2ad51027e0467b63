import './global.css';

export { breakpoints, mediaQueries } from './breakpoints';
export { vars } from './contract.css';
export { layout } from './layout';
export {
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeClass,
} from './ThemeProvider';
export { darkTheme, lightTheme } from './themes.css';
