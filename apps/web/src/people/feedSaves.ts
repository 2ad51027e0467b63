import type { RootStore, SavedStore } from '@flick/stores';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/StoresContext';

/**
 * The saved store, with its texts known to `storeText` (useSavedStore.ts makes them so), so
 * the toasts of a Save pressed in the feed are in the language shown.
 */
function loadSaved(stores: RootStore): Promise<SavedStore> {
  return Promise.all([stores.loadSaved(), import('./useSavedStore')]).then(([store]) => store);
}

/**
 * The saved store for the feed's Save (docs/product.md#saved-videos), null until it is in: its
 * code and list are fetched once the page is idle after the first frame, never before it
 * (docs/architecture.md#performance); a press of Save before then loads it (`saveVideo`).
 */
export function useSavedStoreWhenIdle(): SavedStore | null {
  const stores = useStores();
  const [saved, setSaved] = useState<SavedStore | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadSaved(stores).then((store) => {
        if (!live) return;
        setSaved(store);
        void store.load();
      });
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => {
        live = false;
        window.cancelIdleCallback(id);
      };
    }
    const timer = window.setTimeout(load, 1000);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [stores]);
  return saved;
}

/** Saves or unsaves `videoId`, loading the saved store first when the press came before it. */
export async function saveVideo(stores: RootStore, videoId: string, saved: boolean) {
  await (await loadSaved(stores)).setSaved(videoId, saved);
}
