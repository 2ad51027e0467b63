import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutePages, routePageFor, withScriptHashes } from '../src/http/routePreloads';

const html = [
  '<!doctype html><html><head><title>Flick</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

function dist(table: object, boot?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flick-route-pages-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'route-preloads.json'), JSON.stringify(table));
  if (boot !== undefined) writeFileSync(path.join(dir, 'reels-boot.js'), boot);
  return dir;
}

const table = (boot?: string) => ({
  '/reels': {
    modules: ['/assets/FeedPage-1.js', '/assets/Avatar-2.js'],
    styles: ['/assets/FeedPage-1.css'],
    ...(boot ? { boot } : {}),
  },
});

describe('route pages with a boot script', () => {
  it('inlines the script first, hands it the entry and the route files, and hashes it for the CSP', () => {
    const source = 'window.booted = 1;';
    const pages = readRoutePages(dist(table('/reels-boot.js'), source));
    const page = routePageFor(pages, '/reels/');
    expect(page).toBeDefined();
    const digest = createHash('sha256').update(source).digest('base64');
    expect(page?.scriptHashes).toEqual([`'sha256-${digest}'`]);
    expect(page?.html).toContain(
      '<script data-entry="/assets/index-1.js" data-modules="/assets/FeedPage-1.js /assets/Avatar-2.js"' +
        ` data-styles="/assets/FeedPage-1.css">${source}</script>`,
    );
    // The boot script starts the entry itself; no route preload tags either.
    expect(page?.html).not.toContain('<script type="module"');
    expect(page?.html).not.toContain('href="/assets/index-1.js"');
    expect(page?.html).not.toContain('href="/assets/FeedPage-1.js"');
    expect(page?.html.indexOf('window.booted')).toBeLessThan(
      page?.html.indexOf('/assets/index-1.css') ?? 0,
    );
  });

  it('keeps the plain preload tags without a boot script, or with one that cannot be inlined', () => {
    for (const [bootPath, source] of [
      [undefined, undefined],
      ['/reels-boot.js', 'x = "</script><script>alert(1)"'],
      ['/../reels-boot.js', 'x = 1'],
      ['/missing.js', undefined],
    ] as const) {
      const page = routePageFor(readRoutePages(dist(table(bootPath), source)), '/reels');
      expect(page?.scriptHashes, bootPath).toEqual([]);
      expect(page?.html, bootPath).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js">',
      );
      expect(page?.html, bootPath).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/FeedPage-1.js">',
      );
    }
  });

  it('adds the hashes to script-src only', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-abc'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc';style-src 'self' 'unsafe-inline'",
    );
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});
