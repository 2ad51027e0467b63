import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/routePreloads.ts) beside Vite's manifest. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** Vite's entry script tag in the built `index.html`. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The head's `<link rel="modulepreload">` (the entry's imports) and stylesheet tags. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
const STYLESHEET = /[ \t]*<link rel="stylesheet" crossorigin href="([^"]+)">\n?/g;

/** A classic (blocking) script of the head that names a file: `<script src="/theme-boot.js">`. */
const CLASSIC_SCRIPT = /<script src="([^"]+)"><\/script>/g;

/** A built file's address: `/assets/FeedPage-1a2b.js`; nothing that could leave an attribute. */
const SAFE_PATH = /^\/[\w\-./]+$/;

const onlySafePaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && SAFE_PATH.test(item))
    : [];

/** A client path's own `index.html`, and the hashes its CSP must allow for inline scripts. */
export interface RoutePage {
  html: string;
  /** `'sha256-…'` sources for `script-src`, one per inlined script. */
  scriptHashes: string[];
  /**
   * Where the page's boot script tag opens in `html` (just after `<script`): the feed's
   * first video is written there per request (`withLead`).
   */
  bootAt?: number;
}

/** The feed's first video as the boot script starts it before the feed page arrives. */
export interface LeadVideo {
  video: string;
  poster?: string;
}

/**
 * The boot script to inline (`boot` in the table, a file of the build's root such as
 * `/reels-boot.js`), as a `<script>` element and its CSP hash; none when it is missing,
 * not a safe path, or could close the element early.
 */
function inlineScript(
  webDist: string,
  boot: unknown,
  preloads: { entry: string | undefined; modules: string[]; styles: string[] },
): { tag: string; hash: string } | null {
  if (typeof boot !== 'string') return null;
  const source = inlineSource(webDist, boot);
  if (source === null) return null;
  // The route's files go to the script (it starts them after the first video), not to tags
  // the browser would fetch ahead of the script's own requests.
  const attributes = [
    preloads.entry ? ` data-entry="${preloads.entry}"` : '',
    preloads.modules.length > 0 ? ` data-modules="${preloads.modules.join(' ')}"` : '',
    preloads.styles.length > 0 ? ` data-styles="${preloads.styles.join(' ')}"` : '',
  ].join('');
  return { tag: `<script${attributes}>${source}</script>`, hash: scriptHash(source) };
}

/** A built file's text as an inline script's body, or null when it must stay a file. */
function inlineSource(webDist: string, file: string): string | null {
  if (!SAFE_PATH.test(file) || file.includes('..')) return null;
  const full = path.join(webDist, file);
  if (!existsSync(full)) return null;
  const source = readFileSync(full, 'utf8');
  return /<\/script|<!--/i.test(source) ? null : source;
}

const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * `index.html` as every client path gets it: each classic script of the build named in its
 * head (`<script src="/theme-boot.js">`, the theme before the first paint) inlined, with its
 * hash for the page's CSP, so the first paint does not wait a round trip for it. A script
 * that is missing or could close its element early stays a file (`script-src 'self'`).
 */
export function readIndexPage(webDist: string): RoutePage | undefined {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return undefined;
  const scriptHashes: string[] = [];
  const html = readFileSync(file, 'utf8').replace(CLASSIC_SCRIPT, (tag, src: string) => {
    const source = inlineSource(webDist, src);
    if (source === null) return tag;
    scriptHashes.push(scriptHash(source));
    return `<script>${source}</script>`;
  });
  return { html, scriptHashes };
}

/**
 * `index.html` per client path that has route preloads: the same page with, at the end of
 * its head, `<link rel="modulepreload">` for the route's lazy chunks and `<link
 * rel="preload" as="style">` for their CSS. The browser then fetches the route's code while
 * the entry script still downloads and runs, instead of after (the CSP allows no inline
 * script to do it). Tags after the entry's own, not a `Link` header: a header's preloads
 * would start before the entry script and take the connections it needs first.
 * `crossorigin` matches the links Vite's preload helper adds later, so the files are reused.
 * A route's `boot` script is inlined before the head's first script, so it runs before
 * anything else is fetched (the page's CSP then allows it by hash: `scriptHashes`). Pages
 * start from `readIndexPage` (its inlined scripts and their hashes included).
 * Read once at startup; a build without the table (or a broken one) just gets no hints.
 */
export function readRoutePages(webDist: string): Map<string, RoutePage> {
  const pages = new Map<string, RoutePage>();
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return pages;
  try {
    const index = readIndexPage(webDist);
    if (!index?.html.includes('</head>')) return pages;
    const { html } = index;
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { modules?: unknown; styles?: unknown; boot?: unknown }
    >;
    for (const [route, preload] of Object.entries(table)) {
      const modules = onlySafePaths(preload?.modules);
      const styles = onlySafePaths(preload?.styles);
      // With a boot script, the page leaves the entry out: the script starts it after the
      // first video's first frame (or at once when it shows none), so the entry's download and
      // compilation do not compete with the feed page and the video.
      const entryTag = ENTRY_SCRIPT.exec(html);
      const entry = entryTag?.[1] && SAFE_PATH.test(entryTag[1]) ? entryTag[1] : undefined;
      // The head's own module preloads and stylesheet go to the boot script too (as its
      // `modules` and `styles`): in the page they would take the bandwidth the first video
      // needs, and the stylesheet would hold the first paint back.
      const headPreloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
      const headSheets = [...html.matchAll(STYLESHEET)].map((m) => m[1] ?? '');
      const boot =
        typeof preload?.boot === 'string'
          ? inlineScript(webDist, preload.boot, {
              entry,
              modules: [...new Set([...onlySafePaths(headPreloads), ...modules])],
              styles: [...new Set([...onlySafePaths(headSheets), ...styles])],
            })
          : null;
      const tags = boot
        ? []
        : [
            ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
            ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
          ];
      if (tags.length === 0 && !boot) continue;
      let page =
        tags.length > 0 ? html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`) : html;
      if (boot) {
        // First in the head's scripts and preloads, so it runs as early as it can.
        const head = page.indexOf('</head>');
        const firstScript = page.indexOf('<script');
        const at = firstScript >= 0 && firstScript < head ? firstScript : head;
        page = `${page.slice(0, at)}${boot.tag}\n    ${page.slice(at)}`;
        if (entryTag && entry) page = page.replace(entryTag[0], '');
        page = page.replace(MODULE_PRELOAD, '').replace(STYLESHEET, '');
        pages.set(route, {
          html: page,
          scriptHashes: [boot.hash, ...index.scriptHashes],
          bootAt: page.indexOf('<script') + '<script'.length,
        });
        continue;
      }
      pages.set(route, { html: page, scriptHashes: index.scriptHashes });
    }
  } catch {
    return new Map();
  }
  return pages;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's HTML with the feed's first video on its boot script (`data-lead-video`,
 * `data-lead-poster`), so the video's request starts as the page is read, not after the feed
 * page; the page as it is without a boot script or a lead. Only same-origin paths are written.
 */
export function withLead(page: RoutePage, lead: LeadVideo | undefined): string {
  if (page.bootAt === undefined || !lead || !SAFE_PATH.test(lead.video)) return page.html;
  const poster =
    lead.poster && SAFE_PATH.test(lead.poster)
      ? ` data-lead-poster="${escapeAttribute(lead.poster)}"`
      : '';
  const attributes = ` data-lead-video="${escapeAttribute(lead.video)}"${poster}`;
  return `${page.html.slice(0, page.bootAt)}${attributes}${page.html.slice(page.bootAt)}`;
}

/** The page for a request path: `/reels` and `/reels/` alike; none for other paths. */
export function routePageFor(
  pages: Map<string, RoutePage>,
  pathname: string,
): RoutePage | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.get(trimmed);
}

/** The CSP header of a route page: `script-src` also allows the page's inline scripts. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src)([^;]*)/, `$1$2$3 ${hashes.join(' ')}`);
}
