import { useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { registerNavigator } from './navigation';
import { RouteErrorBoundary } from './RouteErrorScreen';
import { type RouteHandle, routes } from './routes';

// The app routes in react-router's declarative mode (BrowserRouter + useRoutes): it needs
// none of the data router (loaders, actions, fetchers), which is about 17 kB gzip of the
// entry script every first visit would download (docs/architecture.md#performance).

/** Sets `document.title` from the deepest route that names itself: `Search · Flick`. */
function useRouteTitle(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const named = [...matches]
    .reverse()
    .find((match) => (match.route.handle as RouteHandle | undefined)?.title);
  const handleTitle = (named?.route.handle as RouteHandle | undefined)?.title;
  // In the language shown (ADR 0143); a hashtag's is its tag.
  const { _ } = useLingui();
  const title =
    typeof handleTitle === 'function'
      ? handleTitle(named?.params ?? {})
      : handleTitle
        ? _(handleTitle)
        : undefined;
  useEffect(() => {
    document.title = !title || title === 'Flick' ? 'Flick' : `${title} · Flick`;
  }, [title]);
}

function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    registerNavigator((path) => {
      void navigate(path);
    });
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
