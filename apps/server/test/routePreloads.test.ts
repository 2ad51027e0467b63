import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readIndexPage,
  readRoutePages,
  routePageFor,
  withLead,
  withScriptHashes,
} from '../src/platform/http/routePreloads';

const html = [
  '<!doctype html><html><head><title>Flick</title>',
  '<script src="/theme-boot.js"></script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

function dist(table: object, boot?: string, themeBoot?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flick-route-pages-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  if (themeBoot !== undefined) writeFileSync(path.join(dir, 'theme-boot.js'), themeBoot);
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
  it('inlines the script first, hands it the entry, the head files and the route files, and hashes it for the CSP', () => {
    const source = 'window.booted = 1;';
    const pages = readRoutePages(dist(table('/reels-boot.js'), source));
    const page = routePageFor(pages, '/reels/');
    expect(page).toBeDefined();
    const digest = createHash('sha256').update(source).digest('base64');
    expect(page?.scriptHashes).toEqual([`'sha256-${digest}'`]);
    expect(page?.html).toContain(
      '<script data-entry="/assets/index-1.js"' +
        ' data-modules="/assets/shell-1.js /assets/FeedPage-1.js /assets/Avatar-2.js"' +
        ` data-styles="/assets/index-1.css /assets/FeedPage-1.css">${source}</script>`,
    );
    // The boot script starts the entry, the preloads and the stylesheet itself: the page
    // holds nothing else that would take the first video's bandwidth or hold its paint.
    expect(page?.html).not.toContain('<script type="module"');
    expect(page?.html).not.toContain('<link rel="modulepreload"');
    expect(page?.html).not.toContain('<link rel="stylesheet"');
    expect(page?.html).not.toContain('href="/assets/index-1.js"');
  });

  it("names the feed's first video on the boot script, and only a same-origin path", () => {
    const source = 'window.booted = 1;';
    const page = routePageFor(readRoutePages(dist(table('/reels-boot.js'), source)), '/reels');
    if (!page) throw new Error('no /reels page');
    const lead = { video: '/api/upload/media/abc.mp4', poster: '/api/upload/media/abc.jpg' };
    expect(withLead(page, lead)).toContain(
      '<script data-lead-video="/api/upload/media/abc.mp4"' +
        ' data-lead-poster="/api/upload/media/abc.jpg" data-entry="/assets/index-1.js"',
    );
    // The CSP hash covers the script's text, which the attributes leave as it was.
    expect(withLead(page, lead)).toContain(`>${source}</script>`);
    expect(withLead(page, undefined)).toBe(page.html);
    expect(withLead(page, { video: 'https://elsewhere.example/x.mp4' })).toBe(page.html);
    expect(withLead(page, { video: '/a.mp4', poster: '/x" onload="alert(1)' })).toContain(
      '<script data-lead-video="/a.mp4" data-entry=',
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
      if (page) expect(withLead(page, { video: '/a.mp4' }), bootPath).toBe(page.html);
      expect(page?.html, bootPath).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js">',
      );
      expect(page?.html, bootPath).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/FeedPage-1.js">',
      );
    }
  });

  it("inlines the head's classic scripts on every page, hashed for the CSP, before the boot script's page", () => {
    const theme = 'document.documentElement.dataset.theme = "dark";';
    const themeHash = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    const dir = dist(table('/reels-boot.js'), 'window.booted = 1;', theme);
    const index = readIndexPage(dir);
    expect(index?.scriptHashes).toEqual([themeHash]);
    expect(index?.html).toContain(`<script>${theme}</script>`);
    expect(index?.html).not.toContain('src="/theme-boot.js"');
    const reels = routePageFor(readRoutePages(dir), '/reels');
    expect(reels?.scriptHashes).toHaveLength(2);
    expect(reels?.scriptHashes).toContain(themeHash);
    // The reels boot stays the head's first script (its lead video is written on it).
    expect(reels?.html.indexOf('window.booted')).toBeLessThan(reels?.html.indexOf(theme) ?? 0);
    expect(reels && withLead(reels, { video: '/a.mp4' })).toContain(
      '<script data-lead-video="/a.mp4" data-entry=',
    );
    // A script that is missing or could close its element stays a file.
    for (const source of [undefined, 'x = "</script>"']) {
      const page = readIndexPage(dist({}, undefined, source));
      expect(page?.scriptHashes).toEqual([]);
      expect(page?.html).toContain('<script src="/theme-boot.js"></script>');
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
