import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §9 "Page-transition loader": 1000 ms. */
export const PATH_CHANGE_LOADER_MS = 1000;

/**
 * True for 1000 ms after each path change within the app (spec §2), so the loading
 * screen shows before the route renders. The first page load is not a path change:
 * it renders at once, so the feed's first frame is never held back (issue 7 item 2).
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
