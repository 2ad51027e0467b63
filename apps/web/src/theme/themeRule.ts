import type { ThemeName, ThemePreference } from '@flick/design-system';

/**
 * The colour theme rule (docs/product.md#settings): the stored choice is `light` or `dark`;
 * anything else is System, which follows the browser's `prefers-color-scheme`. Free of React
 * and of the app's ports: the theme boot script (`src/boot/themeBoot.ts`, inlined in every
 * page's head) imports it too, so the rule before the first paint and in the app is one.
 */

/** localStorage key of the choice (docs/product.md#local-storage). */
export const THEME_STORAGE_KEY = 'theme';

/** The media query that says the system is in dark mode. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; anything else (nothing, an old value) means System. */
export function parseThemePreference(raw: string | null): ThemePreference {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

/** The theme to show for a choice, given whether the system is dark. */
export function resolveTheme(preference: ThemePreference, systemDark: boolean): ThemeName {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** Whether the browser's system scheme is dark now (false where it cannot tell). */
export const systemIsDark = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;

/** Applies a theme to the page's canvas and form controls (before any CSS is loaded). */
export function applyColorScheme(theme: ThemeName): void {
  document.documentElement.style.colorScheme = theme;
}
