import { useCallback, useSyncExternalStore } from 'react';
import { browserLocalStorage } from '../ports/storage';

/**
 * Whether captions show (docs/product.md#captions): on unless the person turned them off,
 * remembered on this device and shared by every player (CC button and the C key alike).
 */

/** localStorage key of the choice (docs/product.md#local-storage); `off` or nothing. */
export const CAPTIONS_STORAGE_KEY = 'captions';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CAPTIONS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => browserLocalStorage.getItem(CAPTIONS_STORAGE_KEY) !== 'off';

/** Whether captions show, and a setter that remembers the choice. */
export function useCaptionsPreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, snapshot, () => true);
  const setOn = useCallback((next: boolean) => {
    if (next) browserLocalStorage.removeItem(CAPTIONS_STORAGE_KEY);
    else browserLocalStorage.setItem(CAPTIONS_STORAGE_KEY, 'off');
    for (const listener of listeners) listener();
  }, []);
  return [on, setOn];
}
