import { type ComponentType, lazy, useSyncExternalStore } from 'react';

type StoresModule = typeof import('./withStores');

let loaded: StoresModule | undefined;
let loading: Promise<StoresModule> | undefined;
const listeners = new Set<() => void>();

/** The stores' chunk (`withStores.tsx`), fetched once: by a route that needs it, or at startup on /reels. */
export function loadStores(): Promise<StoresModule> {
  loading ??= import('./withStores').then(
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
 * A lazy component of the stores' chunk. Once the chunk is in, a thenable that resolves at
 * once lets React render without suspending (a suspended render is revealed up to 300 ms
 * later), e.g. on /reels, where App loads the chunk before the first render.
 */
export function lazyFromStores<P extends object>(
  pick: (module: StoresModule) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => {
    const module = loaded;
    if (!module) return loadStores().then((loadedModule) => ({ default: pick(loadedModule) }));
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a deliberately synchronous thenable for lazy()
      then: (resolve: (value: { default: ComponentType<P> }) => void) =>
        resolve({ default: pick(module) }),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
