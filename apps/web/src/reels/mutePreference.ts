import { storageKeys } from '@flick/stores/boot';
import { useState } from 'react';
import { browserLocalStorage, type KeyValueStorage } from '../ports/storage';

/**
 * Whether videos play muted: the person's last choice, kept across videos and reloads under
 * one local storage key (docs/product.md#player-gestures-and-keys). Muted until they unmute.
 */
export function readMuted(storage: KeyValueStorage = browserLocalStorage): boolean {
  return storage.getItem(storageKeys.muted) !== '0';
}

/** The sound state of the feed or the viewer, remembered on every change. */
export function useMutedPreference(
  storage: KeyValueStorage = browserLocalStorage,
): [muted: boolean, setMuted: (next: boolean | ((current: boolean) => boolean)) => void] {
  const [muted, setState] = useState(() => readMuted(storage));
  const setMuted = (next: boolean | ((current: boolean) => boolean)) => {
    setState((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      storage.setItem(storageKeys.muted, value ? '1' : '0');
      return value;
    });
  };
  return [muted, setMuted];
}
