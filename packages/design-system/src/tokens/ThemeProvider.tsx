import { type ReactNode, useLayoutEffect } from 'react';
import type { FlickTheme } from './createFlickTheme';
import type { ThemeName } from './themeName';
import { darkTheme, lightTheme } from './themes.css';

export type { ThemeName } from './themeName';

/** The class name of a theme, for apps that render `<html class>` themselves. */
export const themeClass = (theme: ThemeName): string => (theme === 'dark' ? darkTheme : lightTheme);

export interface ThemeProviderProps {
  /**
   * Which theme to apply: a shipped one by name (default `light`), or another brand's made
   * with `createFlickTheme`, whose tokens go on the element as CSS custom properties over
   * its base theme's class.
   */
  theme?: ThemeName | FlickTheme;
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
  const base = typeof theme === 'string' ? theme : theme.base;
  const style = typeof theme === 'string' ? undefined : theme.style;
  useLayoutEffect(() => {
    const element = target ?? document.documentElement;
    const className = themeClass(base);
    element.classList.add(className);
    element.dataset.theme = base;
    for (const [name, value] of Object.entries(style ?? {})) element.style.setProperty(name, value);
    return () => {
      element.classList.remove(className);
      delete element.dataset.theme;
      for (const name of Object.keys(style ?? {})) element.style.removeProperty(name);
    };
  }, [base, style, target]);
  return <>{children}</>;
}
