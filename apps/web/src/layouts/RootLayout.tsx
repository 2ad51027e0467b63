import { OfflineScreen, PageLoader, Toaster } from '@flick/design-system';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routes/routes';
import { useOnline } from './useOnline';
import { usePathChangeLoader } from './usePathChangeLoader';

/** Sets `document.title` from the deepest route that names itself: `Search · Flick`. */
function useRouteTitle() {
  const matches = useMatches();
  const named = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title);
  const handleTitle = (named?.handle as RouteHandle | undefined)?.title;
  const title = typeof handleTitle === 'function' ? handleTitle(named?.params ?? {}) : handleTitle;
  useEffect(() => {
    document.title = !title || title === 'Flick' ? 'Flick' : `${title} · Flick`;
  }, [title]);
}

/**
 * The shell around every route: the offline screen while the browser is offline, the
 * loading screen for a second on each path change, the page title and the toasts.
 */
export function RootLayout() {
  const online = useOnline();
  const changingPath = usePathChangeLoader();
  useRouteTitle();
  let content: React.ReactNode;
  if (!online) {
    // Spec §2: Retry reloads the page.
    content = <OfflineScreen onRetry={() => window.location.reload()} />;
  } else if (changingPath) {
    content = <PageLoader />;
  } else {
    content = (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <>
      {content}
      <Toaster />
    </>
  );
}
