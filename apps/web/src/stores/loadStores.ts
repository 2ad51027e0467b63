import { type ComponentType, useSyncExternalStore } from 'react';
import { withChunkTimeout } from '../routes/chunkTimeout';
import { lazyOnceLoaded } from '../routes/preloadable';

type StoresModule = typeof import('./withStores');

let loaded: StoresModule | undefined;
let loading: Promise<StoresModule> | undefined;
const listeners = new Set<() => void>();

/** The stores' chunk (`withStores.tsx`), fetched once: by a route that needs it, or at startup on /reels. */
export function loadStores(): Promise<StoresModule> {
  loading ??= withChunkTimeout(() => import('./withStores'))().then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a later route may try again (e.g. after a deploy, on reload)
      throw error;
    },
  );
  return loading;
}

/** Whether the stores' chunk is in, re-rendering when it arrives. */
export function useStoresLoaded(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => loaded !== undefined,
    () => false,
  );
}

/**
 * A lazy component of the stores' chunk, rendered without suspending once the chunk is in
 * (e.g. on /reels, where App loads the chunk before the first render).
 */
export function lazyFromStores<P extends object>(
  pick: (module: StoresModule) => ComponentType<P>,
): ComponentType<P> {
  return lazyOnceLoaded(() => loaded, loadStores, pick);
}
