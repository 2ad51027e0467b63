import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_CACHE_MS } from '../src/hosts/video/feed/feed.cache';
import { getContract } from '../src/platform/contract/contract';
import { buildTestApp, createUser, insertVideoRow, type TestApp } from './helpers';

const bundle = `export const feed = ${JSON.stringify('x'.repeat(4000))};`;

describe('combined server', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'flick-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Flick</title>\n  </head><body></body></html>',
    );
    writeFileSync(path.join(webDir, 'app.js'), 'console.log(1)');
    // What `vite build` + apps/web/scripts/precompress.mjs leave behind.
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), bundle);
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(bundle));
    // What apps/web/routePreloads.ts writes: the /reels chunks to preload with index.html.
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(
      path.join(webDir, '.vite', 'route-preloads.json'),
      JSON.stringify({
        '/reels': {
          modules: ['/assets/FeedPage-1.js', '/assets/Avatar-2.js', '/x"><script>'],
          styles: ['/assets/FeedPage-1.css'],
        },
      }),
    );
    t = await buildTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves every operation of the account contract', () => {
    const missing = [...getContract().operations.values()]
      .filter((op) => op.file === 'account.yaml')
      .filter(
        (op) =>
          !t.app.hasRoute({
            method: op.method.toUpperCase() as 'GET',
            url: `${op.serverUrl}${op.url}`,
          }),
      )
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/account/not-in-the-contract' })).toBe(false);
  });

  it('answers an unknown /api path with 404 and a message', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/account/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('serves the web app at / and index.html for client routes', async () => {
    const root = await t.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Flick</title>');
    const clientRoute = await t.inject({ method: 'GET', url: '/user/profile/abc' });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.headers['content-type']).toMatch(/text\/html/);
    const asset = await t.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('ends the head of index.html on /reels with the route chunks to preload, and only there', async () => {
    const feed = await t.inject({ method: 'GET', url: '/reels' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/text\/html/);
    expect(feed.headers['cache-control']).toBe('no-cache');
    expect(feed.body).toContain('<title>Flick</title>');
    expect(feed.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/FeedPage-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/Avatar-2.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/FeedPage-1.css">\n' +
        '  </head>',
    );
    expect(feed.body).not.toContain('<script>');
    const withSlash = await t.inject({ method: 'GET', url: '/reels/?x=1' });
    expect(withSlash.body).toBe(feed.body);
    for (const url of ['/', '/explore', '/reels/abc']) {
      const other = await t.inject({ method: 'GET', url });
      expect(other.body, url).not.toContain('modulepreload');
    }
  });

  it('sends the precompressed bundle to browsers that accept brotli, and caches hashed assets for a year', async () => {
    const compressed = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bundle);

    const plain = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('sends security headers with a media-src for our media and base-uri none', async () => {
    const res = await t.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/media-src 'self' blob:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds the S3 endpoint to media-src when media lives in object storage', async () => {
    const s3 = await buildTestApp({
      env: { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:4569' },
    });
    try {
      const res = await s3.inject({ method: 'POST', url: '/api/account/logout' });
      expect(String(res.headers['content-security-policy'])).toMatch(
        /media-src 'self' blob: http:\/\/127\.0\.0\.1:4569/,
      );
    } finally {
      await s3.close();
    }
  });

  it('allows only configured origins to call the API from another origin', async () => {
    const cors = await buildTestApp({ env: { CORS_ORIGINS: 'https://app.example.com' } });
    try {
      // Preflights are answered by the CORS plugin, outside the contract: bare inject.
      const preflight = (origin: string) =>
        cors.app.inject({
          method: 'OPTIONS',
          url: '/api/account/followers',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        });
      const allowed = await preflight('https://app.example.com');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
      const other = await preflight('https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await cors.close();
    }
  });

  // Transport-level failures can happen on any route, declared or not, so these two use
  // the bare app.inject instead of the contract-checking one.
  it('refuses malformed JSON with 400 and a message, never a stack trace', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a body larger than the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email_phone: 'a@b.co', password: 'x'.repeat(100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'body_too_large',
      message: 'The request body is too large.',
    });
  });
});

describe('authentication of contract routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/account/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'authentication_required',
      message: 'Authentication required.',
    });
  });

  it('answers 401 for a token nobody was given', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/account/logout', token: 'made-up' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it('answers 401 for an expired session', async () => {
    const user = await createUser(t);
    await t.db
      .updateTable('sessions')
      .set({
        created_at: new Date(Date.now() - 3_600_000),
        expires_at: new Date(Date.now() - 1000),
      })
      .where('user_id', '=', user.id)
      .execute();
    const res = await t.inject({ method: 'POST', url: '/api/account/logout', token: user.token });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a session idle longer than the idle limit', async () => {
    const user = await createUser(t);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 15 * 24 * 3_600_000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await t.inject({ method: 'POST', url: '/api/account/logout', token: user.token });
    expect(res.statusCode).toBe(401);
  });

  it('logs out: the token stops working', async () => {
    const user = await createUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/account/logout', token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully!' });
    const again = await t.inject({ method: 'POST', url: '/api/account/logout', token: user.token });
    expect(again.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t);
    const rows = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(user.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the /reels page names the feed's first video", () => {
  let t: TestApp;

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'flick-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Flick</title>\n  </head><body></body></html>',
    );
    writeFileSync(path.join(webDir, 'reels-boot.js'), 'void 0;');
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(
      path.join(webDir, '.vite', 'route-preloads.json'),
      JSON.stringify({ '/reels': { boot: '/reels-boot.js' } }),
    );
    t = await buildTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
  });

  const leadOfPage = async () => {
    const page = await t.inject({ method: 'GET', url: '/reels' });
    expect(page.statusCode).toBe(200);
    return /data-lead-video="([^"]+)"/.exec(page.body)?.[1];
  };
  const mediaOf = async (id: string) => {
    const row = await t.db
      .selectFrom('videos')
      .select('video_file')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return `/api/upload/media/${row.video_file}`;
  };

  it('without waiting for a read once it knows one; a video added by another process shows a page later, one removed here at once', async () => {
    const owner = await createUser(t);
    const older = await mediaOf(
      await insertVideoRow(t.db, owner.id, { caption: 'older', at: new Date(Date.now() - 60_000) }),
    );
    expect(await leadOfPage()).toBe(older);

    // Written straight to the database, as another server process would: this process
    // does not hear of it.
    const newerId = await insertVideoRow(t.db, owner.id, { caption: 'newer' });
    const newer = await mediaOf(newerId);
    // The page read a moment ago still names the older video, and so does the first page
    // sent after it expired (named at once from what was read, then read again).
    await new Promise((resolve) => setTimeout(resolve, FEED_CACHE_MS + 50));
    expect(await leadOfPage()).toBe(older);
    await vi.waitFor(async () => expect(await leadOfPage()).toBe(newer), { timeout: 5_000 });

    // Deleted through this process: the next page names the older video again at once.
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${newerId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await leadOfPage()).toBe(older);
  });
});
