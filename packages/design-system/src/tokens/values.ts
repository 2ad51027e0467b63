import type { ThemeValues } from './contract.css';
import type { ThemeName } from './themeName';

/**
 * The values of every token that is not a colour, shared by Flick's light and dark themes
 * and by themes made with `createFlickTheme`. Kept out of `themes.css.ts` so code that runs
 * outside a vanilla-extract build (tests, `createFlickTheme`) can read them.
 */
export const sharedValues = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '32px',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  zIndex: { base: '0', nav: '10', overlay: '100', dialog: '110', toast: '200' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} satisfies Omit<ThemeValues, 'color' | 'shadow'>;

/** Shadows follow the base theme: soft slate in the light one, deep black in the dark one. */
export const shadows = {
  light: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
} satisfies Record<ThemeName, ThemeValues['shadow']>;
