import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** 1000 ms (docs/product.md#page-change-loader). */
export const PATH_CHANGE_LOADER_MS = 1000;

/**
 * True for 1000 ms after each path change within the app (docs/product.md#page-change-loader), so
 * the loading screen shows before the route renders. The first page load is not a path change: it
 * renders at once, so the feed's first frame is never held back (docs/architecture.md#performance).
 * Only the pathname counts: a query or hash change (search text, tabs) is not a new page.
 */
export function usePathChangeLoader(): boolean {
  const { pathname } = useLocation();
  const [settledPath, setSettledPath] = useState(pathname);
  const changing = pathname !== settledPath;
  useEffect(() => {
    if (!changing) return;
    const timer = window.setTimeout(() => setSettledPath(pathname), PATH_CHANGE_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, [changing, pathname]);
  return changing;
}
