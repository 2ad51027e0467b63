import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/routePreloads.ts) beside Vite's manifest. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** A built file's address: `/assets/FeedPage-1a2b.js`; nothing that could leave an attribute. */
const SAFE_PATH = /^\/[\w\-./]+$/;

const onlySafePaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && SAFE_PATH.test(item))
    : [];

/**
 * `index.html` per client path that has route preloads: the same page with, at the end of
 * its head, `<link rel="modulepreload">` for the route's lazy chunks and `<link
 * rel="preload" as="style">` for their CSS. The browser then fetches the route's code while
 * the entry script still downloads and runs, instead of after (the CSP allows no inline
 * script to do it). Tags after the entry's own, not a `Link` header: a header's preloads
 * would start before the entry script and take the connections it needs first.
 * `crossorigin` matches the links Vite's preload helper adds later, so the files are reused.
 * Read once at startup; a build without the table (or a broken one) just gets no hints.
 */
export function readRoutePages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return pages;
  try {
    const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    if (!html.includes('</head>')) return pages;
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { modules?: unknown; styles?: unknown }
    >;
    for (const [route, preload] of Object.entries(table)) {
      const tags = [
        ...onlySafePaths(preload?.modules).map(
          (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
        ),
        ...onlySafePaths(preload?.styles).map(
          (href) => `<link rel="preload" as="style" crossorigin href="${href}">`,
        ),
      ];
      if (tags.length === 0) continue;
      pages.set(route, html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`));
    }
  } catch {
    return new Map();
  }
  return pages;
}

/** The page for a request path: `/reels` and `/reels/` alike; none for other paths. */
export function routePageFor(pages: Map<string, string>, pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.get(trimmed);
}
