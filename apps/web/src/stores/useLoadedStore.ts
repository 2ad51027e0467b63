import type { RootStore } from '@flick/stores';
import { useEffect, useState } from 'react';
import { useStores } from './StoresContext';

/** The RootStore's `load…()` methods: store areas whose code loads on first use. */
type StoreLoader = {
  [K in keyof RootStore]: RootStore[K] extends () => Promise<unknown> ? K : never;
}[keyof RootStore];

/**
 * A store area loaded on first use (`stores.loadMuted()` and the like), or null until its
 * code is in: such areas stay out of the first route's chunks (docs/architecture.md#performance).
 */
export function useLoadedStore<K extends StoreLoader>(
  loader: K,
): Awaited<ReturnType<RootStore[K]>> | null {
  const stores = useStores();
  const [store, setStore] = useState<Awaited<ReturnType<RootStore[K]>> | null>(null);
  useEffect(() => {
    let live = true;
    void (stores[loader] as () => Promise<Awaited<ReturnType<RootStore[K]>>>)
      .call(stores)
      .then((loaded) => {
        if (live) setStore(loaded);
      });
    return () => {
      live = false;
    };
  }, [stores, loader]);
  return store;
}
