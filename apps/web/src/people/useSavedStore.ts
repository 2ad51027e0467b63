import type { SavedStore } from '@flick/stores';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/StoresContext';

/**
 * The saved videos' store (docs/product.md#saved-videos), null until its code has loaded: it
 * is fetched on first use, never with the first screen. Its list is read once per session
 * (again after a save), so each Save toggle knows its state.
 */
export function useSavedStore(): SavedStore | null {
  const stores = useStores();
  const [store, setStore] = useState<SavedStore | null>(null);
  useEffect(() => {
    let live = true;
    void stores.loadSaved().then((loaded) => {
      if (!live) return;
      setStore(loaded);
      void loaded.load();
    });
    return () => {
      live = false;
    };
  }, [stores]);
  return store;
}
