import { Toaster as ToastHost } from '@flick/design-system';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { endScreenToasts } from '../ports/notify';
import { navigateTo } from '../routes/navigation';
import { createBrowserStores } from './createBrowserStores';
import { StoresProvider } from './StoresContext';

// The stores' chunk: MobX, the stores, their API clients and the toasts load with the first
// route that needs them (every route but / and the not-found page), keeping them out of the
// entry script the landing page downloads (docs/architecture.md#performance).
// `stores/loadStores.ts` loads it.

// One RootStore for the page's lifetime; stores navigate through the app's router.
export const stores = createBrowserStores(navigateTo);

/** The layout route over every route that reads the stores: provides the RootStore. */
export function StoresLayout() {
  return (
    <StoresProvider stores={stores}>
      <Outlet />
    </StoresProvider>
  );
}

/**
 * The toasts, mounted by the root layout once this chunk is in: the stores' toasts start with
 * it. Leaving a path ends its screen's own toasts (`endScreenToasts`, ADR 0100), before the
 * next screen paints.
 */
export function Toaster() {
  const { pathname } = useLocation();
  // The effect's clean-up runs when the path changes: the screen ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what ends a screen
  useLayoutEffect(() => endScreenToasts, [pathname]);
  return <ToastHost />;
}
