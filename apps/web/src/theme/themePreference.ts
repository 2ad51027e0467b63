import type { ThemeName, ThemePreference } from '@flick/design-system';
import { useCallback, useSyncExternalStore } from 'react';
import { browserLocalStorage, onLocalStorageCleared } from '../ports/storage';

import {
  DARK_SCHEME_QUERY,
  parseThemePreference,
  resolveTheme,
  systemIsDark,
  THEME_STORAGE_KEY,
} from './themeRule';

/**
 * The colour theme a person chose in Settings (docs/product.md#settings), as the app follows
 * it. The rule itself is `themeRule.ts`, which the theme boot script applies before the first
 * paint.
 */
export {
  applyColorScheme,
  DARK_SCHEME_QUERY,
  parseThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
} from './themeRule';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

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
  `${parseThemePreference(browserLocalStorage.getItem(THEME_STORAGE_KEY))}:${systemIsDark() ? 'dark' : 'light'}`;

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
