import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the plugin writes its table, inside `dist`; read by the server at startup. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** One route's files to preload: its lazy chunks (module scripts) and their CSS. */
export interface RoutePreload {
  modules: string[];
  styles: string[];
  /**
   * A script of `public/` the server inlines at the start of the route's `index.html`
   * (allowed by its hash in that page's CSP): `/reels-boot.js` starts the first video.
   */
  boot?: string;
}

/**
 * Writes `dist/.vite/route-preloads.json`: for each first route, the files of its lazy
 * chunk and of the chunks it imports (`modules`) and their CSS (`styles`), as absolute
 * paths, leaving out what the entry loads already. The server turns them into
 * `<link rel="modulepreload">` / `<link rel="preload" as="style">` tags at the end of
 * `index.html`'s head on that path (apps/server `src/http/routePreloads.ts`), so the
 * browser fetches the route's code while the entry script still downloads and runs, not
 * after; the CSP (`script-src 'self'`) rules out an inline script for the same job.
 */
export function routePreloads(
  pages: Record<string, string | string[]>,
  boots: Record<string, string> = {},
): Plugin {
  return {
    name: 'flick:route-preloads',
    apply: 'build',
    // After Vite's own plugins: its manifest is part of the bundle only by then.
    writeBundle(options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset') {
        this.error('route-preloads needs build.manifest: true');
      }
      const manifest = JSON.parse(String(asset.source)) as Record<string, ManifestChunk>;
      const closure = (key: string, seen = new Set<string>()) => {
        if (seen.has(key) || !manifest[key]) return seen;
        seen.add(key);
        for (const imported of manifest[key].imports ?? []) closure(imported, seen);
        return seen;
      };
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entryKey) this.error('the build manifest has no entry chunk');
      const loadedByEntry = closure(entryKey);
      const table: Record<string, RoutePreload> = {};
      for (const [path, modules] of Object.entries(pages)) {
        const seen = new Set<string>();
        for (const page of typeof modules === 'string' ? [modules] : modules) {
          if (!manifest[page]) this.error(`${page} is not in the build manifest`);
          closure(page, seen);
        }
        const keys = [...seen].filter((key) => !loadedByEntry.has(key));
        const chunks = keys.map((key) => manifest[key] as ManifestChunk);
        table[path] = {
          modules: chunks.map((chunk) => `/${chunk.file}`),
          styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
          ...(boots[path] ? { boot: boots[path] } : {}),
        };
      }
      const file = join(options.dir ?? 'dist', ROUTE_PRELOADS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}
