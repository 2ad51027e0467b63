import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { SHARING_MESSAGES } from './sharing.routes';

const ORIGIN = 'https://flick.example';
const html = [
  '<!doctype html><html lang="en"><head>',
  '<meta name="description" content="Flick: watch, share and upload short videos." />',
  '<title>Flick</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

let t: TestApp;
let owner: TestUser;
let ready: string;
let tricky: string;
let hidden: string;
let processing: string;

const addVideo = (fields: { caption: string; state?: 'ready' | 'processing'; hidden?: boolean }) =>
  insertVideoRow(t.db, owner.id, {
    ...fields,
    thumbUrl: '/api/upload/media/poster.jpg',
    thumbUrlCompress: '/api/upload/media/poster-small.jpg',
  });

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'flick-share-web-'));
  writeFileSync(path.join(webDist, 'index.html'), html);
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN }, webDistDir: webDist });
  owner = await createUser(t, { userName: 'sharer', firstName: 'Sam', lastName: 'Share' });
  ready = await addVideo({ caption: 'Sunset over the bay' });
  tricky = await addVideo({ caption: 'Breaking "out" </title><script>alert(1)</script> & more' });
  hidden = await addVideo({ caption: 'Hidden by a moderator', hidden: true });
  processing = await addVideo({ caption: 'Still processing', state: 'processing' });
});
afterAll(async () => {
  await t?.close();
});

const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1' };

/** The `content` of each `<meta property|name="key">` of a page, by key. */
function metaTags(body: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[m[1] ?? ''] = m[2] ?? '';
  }
  return tags;
}

describe('a shared video page /watch/:videoId (and the viewer /reels/:videoId)', () => {
  it('carries Open Graph, Twitter player and oEmbed tags with absolute addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/watch/${ready}`, headers: CRAWLER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const tags = metaTags(res.body);
    // The share link is the public watch page (docs/product.md#watch-page).
    const page = `${ORIGIN}/watch/${ready}`;
    expect(tags).toMatchObject({
      'og:type': 'video.other',
      'og:site_name': 'Flick',
      'og:url': page,
      'og:title': 'Sunset over the bay',
      'og:description': 'A video by Sam Share (@sharer) on Flick.',
      'og:image': `${ORIGIN}/api/upload/media/poster.jpg`,
      'og:video:type': 'video/mp4',
      'og:video:width': '720',
      'og:video:height': '1280',
      'twitter:card': 'player',
      'twitter:player': `${ORIGIN}/embed/${ready}`,
      'twitter:player:width': '720',
      'twitter:player:height': '1280',
    });
    expect(tags['og:video']).toMatch(new RegExp(`^${ORIGIN}/api/upload/media/[0-9a-f]{32}\\.mp4$`));
    expect(tags['og:video:secure_url']).toBe(tags['og:video']);
    expect(tags['twitter:player:stream']).toBe(tags['og:video']);
    const oembed = `${ORIGIN}/api/oembed?url=${encodeURIComponent(page)}&amp;format=json`;
    expect(res.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${oembed}" title="Sunset over the bay">`,
    );
    expect(res.body).toContain('<title>Sunset over the bay · Flick</title>');
    // Still the app: its script, the page's CSP untouched (no inline script was added).
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // An older link to the viewer previews the same, naming the watch page as canonical.
    const viewer = await t.app.inject({ method: 'GET', url: `/reels/${ready}`, headers: CRAWLER });
    expect(metaTags(viewer.body)['og:url']).toBe(page);
    expect(viewer.body).toContain(`<link rel="canonical" href="${page}">`);
  });

  it('escapes a caption that tries to break out of the attribute or the title', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/reels/${tricky}`, headers: CRAWLER });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('"out"');
    expect(metaTags(res.body)['og:title']).toBe(
      'Breaking &quot;out&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    );
    expect(res.body).toContain(
      '<title>Breaking &quot;out&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more · Flick</title>',
    );
  });

  it('is revalidated each time and answers 304 to its own ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/reels/${ready}` });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/reels/${ready}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another video's page is another body, with another tag.
    const other = await t.app.inject({ method: 'GET', url: `/reels/${tricky}` });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('gives a hidden, processing or unknown video the plain page, with nothing of it', async () => {
    for (const id of [hidden, processing, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/watch/${id}`, headers: CRAWLER });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(html);
      expect(res.body).not.toContain('og:');
      expect(res.body).not.toContain('Hidden by a moderator');
      expect(res.body).not.toContain('Still processing');
    }
  });

  it('leaves the feed page itself plain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reels', headers: CRAWLER });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:');
  });
});

const oembed = (query: string) => t.inject({ method: 'GET', url: `/api/oembed?${query}` });
const pageUrl = (id: string) => encodeURIComponent(`${ORIGIN}/watch/${id}`);

describe('GET /api/oembed', () => {
  it('describes a video page as an oEmbed video with an iframe of its embed page', async () => {
    const res = await oembed(`url=${pageUrl(ready)}&format=json`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: '1.0',
      type: 'video',
      title: 'Sunset over the bay',
      author_name: 'Sam Share (@sharer)',
      author_url: `${ORIGIN}/user/profile/${owner.id}`,
      provider_name: 'Flick',
      provider_url: `${ORIGIN}/`,
      thumbnail_url: `${ORIGIN}/api/upload/media/poster.jpg`,
      thumbnail_width: 720,
      thumbnail_height: 1280,
      html: `<iframe src="${ORIGIN}/embed/${ready}" width="720" height="1280" title="Sunset over the bay" frameborder="0" allow="fullscreen; picture-in-picture"></iframe>`,
      width: 720,
      height: 1280,
    });
    // The viewer's address of the same video (links shared before the watch page) too.
    const viewer = await oembed(`url=${encodeURIComponent(`${ORIGIN}/reels/${ready}`)}`);
    expect(viewer.json().title).toBe('Sunset over the bay');
  });

  it('fits the frame to maxwidth and maxheight, keeping its shape', async () => {
    const narrow = (await oembed(`url=${pageUrl(ready)}&maxwidth=360`)).json();
    expect([narrow.width, narrow.height]).toEqual([360, 640]);
    expect(narrow.html).toContain('width="360" height="640"');
    const short = (await oembed(`url=${pageUrl(ready)}&maxwidth=500&maxheight=400`)).json();
    expect([short.width, short.height]).toEqual([225, 400]);
    const large = (await oembed(`url=${pageUrl(ready)}&maxwidth=4000&maxheight=4000`)).json();
    expect([large.width, large.height]).toEqual([720, 1280]);
  });

  it('escapes the title inside the iframe markup', async () => {
    const res = await oembed(`url=${pageUrl(tricky)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain(
      'title="Breaking &quot;out&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more"',
    );
  });

  it('answers 404 for a hidden, processing or unknown video', async () => {
    for (const id of [hidden, processing, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await oembed(`url=${pageUrl(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'video_not_found', message: SHARING_MESSAGES.notFound });
    }
  });

  it('answers 400 for an address that is not one of our video pages', async () => {
    for (const url of [
      `https://elsewhere.example/watch/${ready}`,
      `http://flick.example/reels/${ready}`,
      `${ORIGIN}/user/profile/${owner.id}`,
      `${ORIGIN}/reels`,
      'not a url',
    ]) {
      const res = await oembed(`url=${encodeURIComponent(url)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'share_url_not_ours', message: SHARING_MESSAGES.notOurs });
    }
    const missing = await oembed('format=json');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/url/);
    const badWidth = await oembed(`url=${pageUrl(ready)}&maxwidth=0`);
    expect(badWidth.statusCode).toBe(400);
  });

  it('answers 501 for format=xml', async () => {
    const res = await oembed(`url=${pageUrl(ready)}&format=xml`);
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ code: 'format_json_only', message: SHARING_MESSAGES.jsonOnly });
  });
});

describe('the embed page /embed/:videoId', () => {
  it('plays the video and may be framed by any site', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/embed/${ready}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(
      /<video src="https:\/\/flick\.example\/api\/upload\/media\/[0-9a-f]{32}\.mp4"/,
    );
    expect(res.body).toContain(`href="${ORIGIN}/watch/${ready}"`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const policy = res.headers['content-security-policy'] as string;
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  it('shows nothing of a hidden video', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/embed/${hidden}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SHARING_MESSAGES.unavailable);
    expect(res.body).not.toContain('Hidden by a moderator');
    expect(res.body).not.toContain('<video');
  });
});
