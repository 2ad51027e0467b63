import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorScreen';
import { type RouteHandle, routes } from './routes';

// The app routes in react-router's declarative mode (BrowserRouter + useRoutes): it needs
// none of the data router (loaders, actions, fetchers), which is about 17 kB gzip of the
// entry script every first visit would download (docs/architecture.md#performance).

let navigateInApp: ((path: string) => void) | undefined;
let pendingPath: string | undefined;

/** The stores' navigate port: goes to `path` through the mounted router. */
export function navigateTo(path: string): void {
  if (navigateInApp) navigateInApp(path);
  else pendingPath = path; // before the first render: applied once the router is mounted
}

/** Sets `document.title` from the deepest route that names itself: `Search · Flick`. */
function useRouteTitle(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const named = [...matches]
    .reverse()
    .find((match) => (match.route.handle as RouteHandle | undefined)?.title);
  const handleTitle = (named?.route.handle as RouteHandle | undefined)?.title;
  const title = typeof handleTitle === 'function' ? handleTitle(named?.params ?? {}) : handleTitle;
  useEffect(() => {
    document.title = !title || title === 'Flick' ? 'Flick' : `${title} · Flick`;
  }, [title]);
}

function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateInApp = (path) => {
      void navigate(path);
    };
    if (pendingPath !== undefined) {
      const path = pendingPath;
      pendingPath = undefined;
      void navigate(path);
    }
  }, [navigate]);
  useRouteTitle(location.pathname);
  const element = useRoutes(routes, location);
  return <RouteErrorBoundary pathname={location.pathname}>{element}</RouteErrorBoundary>;
}

/** The app's one router over every route of docs/product.md#routes. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
