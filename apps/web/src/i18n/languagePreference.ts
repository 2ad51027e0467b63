import { useCallback, useSyncExternalStore } from 'react';
import { browserLocalStorage, onLocalStorageCleared } from '../ports/storage';
import { type AppLocale, initialLocale, LANGUAGE_STORAGE_KEY, type Language } from './localeRule';

/**
 * The language a person chose in Settings, remembered on this browser, else the best of the
 * browser's languages (docs/product.md#languages). The rule is `localeRule.ts`.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab chose a language; the browser's languages changed.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('languagechange', listener);
  const offClear = onLocalStorageCleared(listener);
  return () => {
    offClear();
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('languagechange', listener);
  };
}

/** The locale this page shows now: the stored choice, else the browser's best. */
export function currentLocale(): AppLocale {
  return initialLocale(
    browserLocalStorage.getItem(LANGUAGE_STORAGE_KEY),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
}

/** Remembers a chosen language on this browser and tells every reader. */
export function storeLanguage(language: Language): void {
  browserLocalStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  notify();
}

/** The locale shown now and a setter that switches at once and remembers it. */
export function useLanguagePreference(): {
  locale: AppLocale;
  setLanguage: (language: Language) => void;
} {
  const locale = useSyncExternalStore(subscribe, currentLocale, () => 'en' as AppLocale);
  const setLanguage = useCallback((language: Language) => storeLanguage(language), []);
  return { locale, setLanguage };
}
