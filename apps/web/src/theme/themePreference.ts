import type { ThemeName, ThemePreference } from '@flick/design-system';
import { useCallback, useSyncExternalStore } from 'react';
import { browserLocalStorage, onLocalStorageCleared } from '../ports/storage';

/**
 * The colour theme a person chose in Settings (docs/product.md#settings): System follows
 * the browser's `prefers-color-scheme`. `public/theme-boot.js` applies the same rule before
 * the first paint; its test checks that both agree.
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

/** Applies a theme to the page's canvas and form controls (as the boot script does). */
export function applyColorScheme(theme: ThemeName): void {
  document.documentElement.style.colorScheme = theme;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const systemDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media =
    typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  // Another tab changed the choice, or the system switched between light and dark.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', listener);
  // Logging out clears local storage in this tab, the choice with it
  // (docs/product.md#settings): the page goes back to System at once, not at the next load.
  const offClear = onLocalStorageCleared(listener);
  return () => {
    offClear();
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', listener);
  };
}

// A string snapshot, so React compares by value.
const snapshot = () =>
  `${parseThemePreference(browserLocalStorage.getItem(THEME_STORAGE_KEY))}:${systemDark() ? 'dark' : 'light'}`;

/** The person's choice, the theme it resolves to now, and a setter that remembers it. */
export function useThemePreference(): {
  preference: ThemePreference;
  theme: ThemeName;
  setPreference: (preference: ThemePreference) => void;
} {
  const current = useSyncExternalStore(subscribe, snapshot, () => 'system:light');
  const [stored, system] = current.split(':') as [ThemePreference, 'light' | 'dark'];
  const setPreference = useCallback((preference: ThemePreference) => {
    if (preference === 'system') browserLocalStorage.removeItem(THEME_STORAGE_KEY);
    else browserLocalStorage.setItem(THEME_STORAGE_KEY, preference);
    notify();
  }, []);
  return { preference: stored, theme: resolveTheme(stored, system === 'dark'), setPreference };
}
