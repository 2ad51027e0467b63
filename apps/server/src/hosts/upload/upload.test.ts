import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, multipartBody } from '../../../test/content/multipart';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { MEDIA_CACHE_CONTROL, MEDIA_REFUSAL_CACHE_CONTROL } from '../../platform/media/index';

let t: TestApp;
let maya: TestUser;

/** Stored media files (the scratch folder included), to prove a failure leaves nothing. */
async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  // Public media, and the private originals videos wait in until they are processed.
  for (const area of ['media', 'originals']) {
    const root = path.join(t.config.dataDir, area);
    const top = await readdir(root).catch(() => [] as string[]);
    const scratch = await readdir(path.join(root, '.incoming')).catch(() => [] as string[]);
    found.push(
      ...top.filter((n) => n !== '.incoming').map((n) => `${area}/${n}`),
      ...scratch.map((n) => `${area}/.incoming/${n}`),
    );
  }
  return found.sort();
}

function upload(
  kind: 'video' | 'thumb',
  file: Parameters<typeof multipartBody>[0],
  token = maya.token,
) {
  const { payload, headers } = multipartBody(file);
  return t.inject({ method: 'POST', url: `/api/upload/upload/${kind}`, token, payload, headers });
}

beforeAll(async () => {
  // 20 KB thumbnails: the image fixtures fit, a video does not.
  t = await buildTestApp({ env: { UPLOAD_MAX_THUMB_MB: '0.02' } });
  maya = await createUser(t, { userName: 'maya_uploads' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /upload/video', () => {
  it('keeps a real MP4 privately under a server-made name and records the uploader', async () => {
    const res = await upload('video', {
      filename: '../../evil name.mp4',
      contentType: 'video/mp4',
      data: fixture('two-seconds.mp4'),
    });
    expect(res.statusCode).toBe(200);
    const [name] = res.json() as string[];
    expect(name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(await storedFiles()).toContain(`originals/${name}`);
    // The original is never served: only its rendition will be, under this name.
    expect((await t.inject({ method: 'GET', url: `/api/upload/media/${name}` })).statusCode).toBe(
      404,
    );
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', name ?? '')
      .executeTakeFirst();
    expect(row).toMatchObject({ user_id: maya.id, kind: 'video', content_type: 'video/mp4' });
  });

  it('takes a WebM whatever type the client claims (named as its MP4 rendition will be)', async () => {
    const res = await upload('video', {
      filename: 'clip.bin',
      contentType: 'application/octet-stream',
      data: fixture('two-seconds.webm'),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as string[])[0]).toMatch(/\.mp4$/);
  });

  it('refuses a text file named .mp4, leaving no file behind', async () => {
    const before = await storedFiles();
    const res = await upload('video', {
      filename: 'movie.mp4',
      contentType: 'video/mp4',
      data: fixture('not-a-video.mp4'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'not_a_video', message: 'Only video files are allowed.' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a 61-second video, leaving no file behind', async () => {
    const before = await storedFiles();
    const res = await upload('video', {
      filename: 'long.mp4',
      contentType: 'video/mp4',
      data: fixture('sixty-one-seconds.mp4'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'video_too_long',
      message: 'Video duration must be less than 1 minute.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 when the form has no file field', async () => {
    const { payload, headers } = multipartBody(null, { caption: 'no file here' });
    const res = await t.inject({
      method: 'POST',
      url: '/api/upload/upload/video',
      token: maya.token,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'no_file', message: 'No file selected.' });
  });

  it('answers 400 when the file comes under another field name', async () => {
    const res = await upload('video', {
      field: 'video',
      filename: 'a.mp4',
      contentType: 'video/mp4',
      data: fixture('two-seconds.mp4'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'no_file', message: 'No file selected.' });
  });

  it('answers 401 without a valid token', async () => {
    const file = { filename: 'a.mp4', contentType: 'video/mp4', data: fixture('two-seconds.mp4') };
    expect((await upload('video', file, '')).statusCode).toBe(401);
    expect((await upload('video', file, 'not-a-session')).statusCode).toBe(401);
  });

  it('leaves no file behind when the client goes away mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = (await storedFiles()).filter((name) => !name.includes('.incoming/'));
    const { payload, headers } = multipartBody({
      filename: 'cut.mp4',
      contentType: 'video/mp4',
      data: fixture('two-seconds.mp4'),
    });
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload/upload/video',
        headers: {
          ...headers,
          authorization: `Bearer ${maya.token}`,
          'content-length': String(payload.length),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(payload.subarray(0, Math.floor(payload.length / 2)));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 150);
    });
    // The server notices the closed socket and removes its scratch file.
    // Polls up to 10 s: on a busy machine the close can take a moment to reach the handler.
    // Compared by name, not count: a scratch file of an earlier refused upload may still be
    // going away while this one appears.
    const same = async () => JSON.stringify(await storedFiles()) === JSON.stringify(before);
    for (let i = 0; i < 200 && !(await same()); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await storedFiles()).toEqual(before);
  });
});

describe('POST /upload/thumb', () => {
  it.each([
    ['thumb.jpg', /\.jpg$/],
    ['thumb.png', /\.png$/],
    ['thumb.webp', /\.webp$/],
  ])('stores a %s thumbnail', async (name, ext) => {
    const res = await upload('thumb', {
      filename: name,
      contentType: 'image/jpeg',
      data: fixture(name),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as string[])[0]).toMatch(ext);
  });

  it('refuses a file that is not an image', async () => {
    const res = await upload('thumb', {
      filename: 'thumb.jpg',
      contentType: 'image/jpeg',
      data: fixture('not-a-video.mp4'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'not_an_image', message: 'Only image files are allowed.' });
  });

  it('answers 413 over the configured size limit, leaving no file behind', async () => {
    const before = await storedFiles();
    const res = await upload('thumb', {
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      data: fixture('two-seconds.mp4'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /media/{name}', () => {
  let name = '';
  let bytes: Buffer;
  beforeAll(async () => {
    // A stored rendition, put straight into media storage: this block is about serving.
    bytes = fixture('two-seconds.mp4');
    // ...of a public video, which anyone may read (the rules of who may: media.security.ts).
    const id = await insertVideoRow(t.db, maya.id, { caption: 'served' });
    const row = await t.db
      .selectFrom('videos')
      .select('video_file')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    name = row.video_file;
    await t.app.media.put(name, Readable.from([bytes]), 'video/mp4');
  });

  it('serves the whole file with type, validator and brief public caching', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/upload/media/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^".+"$/);
    // Public, but never immutable: a video made private or hidden leaves caches in a minute.
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL.public);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves a byte range with 206 and Content-Range', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/upload/media/${name}`,
      headers: { range: 'bytes=100-1123' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
    expect(res.rawPayload.equals(bytes.subarray(100, 1124))).toBe(true);
  });

  it('serves open-ended and suffix ranges', async () => {
    const tail = await t.inject({
      method: 'GET',
      url: `/api/upload/media/${name}`,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const rest = await t.inject({
      method: 'GET',
      url: `/api/upload/media/${name}`,
      headers: { range: `bytes=${bytes.length - 5}-` },
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.length).toBe(5);
  });

  it('answers 416 for a range outside the file', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/upload/media/${name}`,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(res.json()).toEqual({
      code: 'range_not_satisfiable',
      message: 'The requested range is outside the file.',
    });
  });

  it('answers 304 when the ETag still matches, and ignores a stale If-Range', async () => {
    const first = await t.inject({ method: 'GET', url: `/api/upload/media/${name}` });
    const etag = String(first.headers.etag);
    const again = await t.inject({
      method: 'GET',
      url: `/api/upload/media/${name}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const stale = await t.inject({
      method: 'GET',
      url: `/api/upload/media/${name}`,
      headers: { range: 'bytes=0-9', 'if-range': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(bytes.length);
  });

  it('answers 404 for a name that was never stored, which no cache may keep', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/upload/media/0123456789abcdef.mp4' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'media_not_found', message: 'Media not found.' });
    // The same address may open later (a video finishing, or made public again).
    expect(res.headers['cache-control']).toBe(MEDIA_REFUSAL_CACHE_CONTROL);
  });
});

describe('DELETE /upload/{name} (a cancelled upload)', () => {
  const uploadRows = (name: string) =>
    t.db.selectFrom('uploads').select('name').where('name', '=', name).execute();
  const remove = (name: string, token = maya.token) =>
    t.inject({ method: 'DELETE', url: `/api/upload/upload/${name}`, token });

  it.each([
    [
      'thumb',
      'media',
      { filename: 'thumb.jpg', contentType: 'image/jpeg', data: fixture('thumb.jpg') },
    ],
    [
      'video',
      'originals',
      { filename: 'a.mp4', contentType: 'video/mp4', data: fixture('two-seconds.mp4') },
    ],
  ] as const)('removes the caller’s unused %s: its row and its file', async (kind, area, file) => {
    const [name] = (await upload(kind, file)).json() as string[];
    expect(await storedFiles()).toContain(`${area}/${name}`);
    const res = await remove(name as string);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Upload removed.' });
    expect(await storedFiles()).not.toContain(`${area}/${name}`);
    expect(await uploadRows(name as string)).toEqual([]);
    expect((await remove(name as string)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's upload and for one a video took, and keeps both", async () => {
    const leo = await createUser(t);
    const [name] = (
      await upload('thumb', {
        filename: 'thumb.jpg',
        contentType: 'image/jpeg',
        data: fixture('thumb.jpg'),
      })
    ).json() as string[];
    const res = await remove(name as string, leo.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'upload_not_found', message: 'Upload not found.' });
    await t.db
      .updateTable('uploads')
      .set({ attached_at: new Date() })
      .where('name', '=', name as string)
      .execute();
    expect((await remove(name as string)).statusCode).toBe(404);
    expect(await storedFiles()).toContain(`media/${name}`);
    expect(await uploadRows(name as string)).toHaveLength(1);
  });

  it('answers 400 for a name that is not a stored name, 401 without a session', async () => {
    expect((await remove('..%2Fetc')).statusCode).toBe(400);
    expect((await remove('0123456789abcdef.jpg', '')).statusCode).toBe(401);
  });
});
