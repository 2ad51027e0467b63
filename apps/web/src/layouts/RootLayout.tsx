import { OfflineScreen, PageLoader } from '@flick/design-system';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PathChanging } from '../routes/RoutePage';
import { lazyFromStores, loadStores, useStoresLoaded } from '../stores/loadStores';
import { useOnline } from './useOnline';
import { usePathChangeLoader } from './usePathChangeLoader';

// Toasts come from the stores (and the pages under them): the Toaster comes with their chunk.
const Toaster = lazyFromStores((module) => module.Toaster);

/**
 * The shell around every route: the offline screen while the browser is offline, the
 * second of loading screen after each path change (each page shows it in its own place,
 * `RoutePage`, so the signed-in navigation stays) and the toasts (the page title is set by
 * the router, `routes/router.tsx`).
 */
export function RootLayout() {
  const online = useOnline();
  const changingPath = usePathChangeLoader();
  const storesLoaded = useStoresLoaded();
  // Every route but the landing and not-found pages renders inside the stores' chunk: fetch
  // it while the loader shows, not once it is gone (a failure is the route's to show).
  useEffect(() => {
    if (changingPath) loadStores().catch(() => undefined);
  }, [changingPath]);
  return (
    <PathChanging value={changingPath}>
      {online ? (
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      ) : (
        // Retry reloads the page (docs/product.md#offline-screen).
        <OfflineScreen onRetry={() => window.location.reload()} />
      )}
      {storesLoaded ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </PathChanging>
  );
}
