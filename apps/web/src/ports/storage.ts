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
function webStorage(area: () => Storage): KeyValueStorage {
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
    },
  };
}

export const browserLocalStorage = webStorage(() => window.localStorage);
export const browserSessionStorage = webStorage(() => window.sessionStorage);
