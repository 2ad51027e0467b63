import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/routePreloads.ts) beside Vite's manifest. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/**
 * The `Link` header to send with `index.html` per client path: the route's lazy chunks as
 * `rel=modulepreload`, so the browser fetches them while the entry script still downloads
 * and runs (the CSP allows no inline script to do it). Read once at startup; a build
 * without the file (or a broken one) just sends no hints.
 */
export function readRoutePreloads(webDist: string): Map<string, string> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  const links = new Map<string, string>();
  if (!existsSync(file)) return links;
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [route, values] of Object.entries(table)) {
      if (!Array.isArray(values)) continue;
      const safe = values.filter(
        (value): value is string => typeof value === 'string' && !/[\r\n]/.test(value),
      );
      if (safe.length > 0) links.set(route, safe.join(', '));
    }
  } catch {
    return new Map();
  }
  return links;
}

/** The hint for a request path: `/reels` and `/reels/` alike; none for other paths. */
export function routePreloadFor(links: Map<string, string>, pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return links.get(trimmed);
}
