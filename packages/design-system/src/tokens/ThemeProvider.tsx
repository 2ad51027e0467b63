import { type ReactNode, useLayoutEffect } from 'react';
import { darkTheme, lightTheme } from './themes.css';

/** The two shipped themes. */
export type ThemeName = 'light' | 'dark';

/** The class name of a theme, for apps that render `<html class>` themselves. */
export const themeClass = (theme: ThemeName): string => (theme === 'dark' ? darkTheme : lightTheme);

export interface ThemeProviderProps {
  /** Which theme to apply. Defaults to `light`. */
  theme?: ThemeName;
  /**
   * The element that receives the theme class. Defaults to `document.documentElement`
   * (`<html>`): Radix dialogs portal into `<body>` and must inherit the theme.
   */
  target?: HTMLElement;
  children?: ReactNode;
}

/**
 * Puts the theme class (and `data-theme`) on `<html>` while mounted, before the browser
 * paints the first render (a passive effect could let one frame paint without the theme's
 * variables: every spacing at 0, then a layout shift). Renders its children unchanged.
 */
export function ThemeProvider({ theme = 'light', target, children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const element = target ?? document.documentElement;
    const className = themeClass(theme);
    element.classList.add(className);
    element.dataset.theme = theme;
    return () => {
      element.classList.remove(className);
      delete element.dataset.theme;
    };
  }, [theme, target]);
  return <>{children}</>;
}
