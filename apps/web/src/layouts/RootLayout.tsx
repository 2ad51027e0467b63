import { OfflineScreen, PageLoader } from '@flick/design-system';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { endScreenToasts, loadToastsWhenIdle, useToasts } from '../ports/toastsLoader';
import { PathChanging } from '../routes/RoutePage';
import { loadStores, useStoresLoaded } from '../stores/loadStores';
import { useOnline } from './useOnline';
import { usePathChangeLoader } from './usePathChangeLoader';

/**
 * The shell around every route: the offline screen while the browser is offline, the
 * second of loading screen after each path change (each page shows it in its own place,
 * `RoutePage`, so the signed-in navigation stays) and the toasts (the page title is set by
 * the router, `routes/router.tsx`).
 */
export function RootLayout() {
  const online = useOnline();
  const changingPath = usePathChangeLoader();
  // The toasts' code comes with the first toast, or once a page with the stores (whose toasts
  // they are) is idle after its first screen, never with the first route; its host mounts
  // when it is in. The landing page, without the stores, goes without.
  const toasts = useToasts();
  const storesLoaded = useStoresLoaded();
  useEffect(() => {
    if (storesLoaded) loadToastsWhenIdle();
  }, [storesLoaded]);
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
      {toasts ? <toasts.ToastHost onPathChange={endScreenToasts} /> : null}
    </PathChanging>
  );
}
