import { type ComponentType, lazy } from 'react';
import { withChunkTimeout } from './chunkTimeout';

/**
 * `lazy()` for a chunk that may already be in: then a thenable that resolves at once lets
 * React render without suspending (a suspended first render is revealed up to 300 ms later).
 * `current` answers the module when it has loaded, `load` fetches it, `pick` takes the
 * component out of it.
 */
export function lazyOnceLoaded<M, P extends object>(
  current: () => M | undefined,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => {
    const module = current();
    if (!module) return load().then((loaded) => ({ default: pick(loaded) }));
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a deliberately synchronous thenable for lazy()
      then: (resolve: (value: { default: ComponentType<P> }) => void) =>
        resolve({ default: pick(module) }),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
}

/** A lazy route component whose chunk can also be fetched ahead of its first render. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/** `lazy(load)` plus `preload()`, which fetches the chunk ahead of the first render. */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const loadInTime = withChunkTimeout(load);
  const preload = () =>
    loadInTime().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazyOnceLoaded(
    () => loaded,
    preload,
    (module) => module.default,
  );
  return { Component, preload };
}
