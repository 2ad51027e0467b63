import { type ComponentType, lazy } from 'react';

/** A lazy route component whose chunk can also be fetched ahead of its first render. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * `lazy(load)` plus `preload()`: once the chunk is in, a thenable that resolves at once lets
 * React render without suspending (a suspended first render is revealed up to 300 ms later).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a deliberately synchronous thenable for lazy()
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, preload };
}
