/** The key-value storage port: what the stores need from localStorage/sessionStorage. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/**
 * Wraps a Web Storage area so a browser that refuses storage (private mode quotas,
 * disabled cookies) degrades to "nothing stored" instead of throwing into a render.
 */
function webStorage(area: () => Storage, afterClear?: () => void): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        area().setItem(key, value);
      } catch (error) {
        console.warn('storage refused a write', error);
      }
    },
    removeItem(key) {
      try {
        area().removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
    clear() {
      try {
        area().clear();
      } catch {
        // nothing stored, nothing to clear
      }
      afterClear?.();
    },
  };
}

const localClearListeners = new Set<() => void>();

/**
 * Runs `listener` after this tab clears local storage (logout does): a `storage` event only
 * reaches other tabs, and what is read from the storage on screen (the colour theme) must
 * follow at once. Answers the unsubscribe function.
 */
export function onLocalStorageCleared(listener: () => void): () => void {
  localClearListeners.add(listener);
  return () => {
    localClearListeners.delete(listener);
  };
}

export const browserLocalStorage = webStorage(
  () => window.localStorage,
  () => {
    for (const listener of localClearListeners) listener();
  },
);
export const browserSessionStorage = webStorage(() => window.sessionStorage);
