import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { type ObjectStore, startObjectStore } from '../../../test/objectStore';
import { BUCKET_CACHE_CONTROL } from './caching';
import { S3MediaStorage } from './s3Storage';

const BYTES = Buffer.from('0123456789abcdefghij'.repeat(100));

describe('media with S3 storage is served by the object store', () => {
  let objects: ObjectStore | undefined;
  let endpoint = '';
  let t: TestApp;
  beforeAll(async () => {
    objects = await startObjectStore('flick-media');
    endpoint = objects.endpoint;
    t = await buildTestApp({ env: { ...objects.env, S3_PREFIX: 'media/' } });
  });
  afterAll(async () => {
    await t?.close();
    await objects?.close();
  });

  /** A stored rendition of a new video of `owner` (a row, no processing), by its name. */
  async function storedVideoFile(owner: TestUser): Promise<{ id: string; name: string }> {
    const id = await insertVideoRow(t.db, owner.id, { caption: 'on s3' });
    const { video_file: name } = await t.db
      .selectFrom('videos')
      .select('video_file')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.app.media.put(name, Readable.from([BYTES]), 'video/mp4');
    return { id, name };
  }

  it('redirects to a presigned URL that answers range requests itself', async () => {
    expect(t.app.media).toBeInstanceOf(S3MediaStorage);
    const { name } = await storedVideoFile(await createUser(t));
    const res = await t.inject({ method: 'GET', url: `/api/upload/media/${name}` });
    expect(res.statusCode).toBe(302);
    expect(res.rawPayload.length).toBe(0);
    const location = String(res.headers.location);
    expect(location.startsWith(`${endpoint}/flick-media/media/${name}?`)).toBe(true);
    // A public file: one address for everyone in a short window, which caches may keep that
    // long, and that the bucket honours for 40 s only (ADR 0090).
    expect(res.headers['cache-control']).toMatch(/^public, max-age=([1-9]|1\d|20)$/);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('40');
    const ranged = await fetch(location, { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(BYTES.subarray(10, 20));
    // Kept but asked again before each use: the address is read in no-cors and CORS mode alike.
    expect(ranged.headers.get('cache-control')).toBe(BUCKET_CACHE_CONTROL.public);
  });

  it("sends a private account's file only to a signed address, through a presigned URL of its own", async () => {
    const owner = await createUser(t);
    const { id, name } = await storedVideoFile(owner);
    await t.db.updateTable('users').set({ is_private: true }).where('id', '=', owner.id).execute();
    const plain = await t.inject({ method: 'GET', url: `/api/upload/media/${name}` });
    expect(plain.statusCode).toBe(404);
    expect(plain.headers.location).toBeUndefined();
    const read = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${id}`,
      token: owner.token,
    });
    const { iosUrl } = (read.json() as { data: { Items: Array<{ iosUrl: string }> } }).data
      .Items[0] ?? { iosUrl: '' };
    expect(iosUrl).toContain('?access=');
    const signed = await t.inject({ method: 'GET', url: iosUrl });
    expect(signed.statusCode).toBe(302);
    // Nobody keeps the redirect, and the bucket's address lives 40 s from now.
    expect(signed.headers['cache-control']).toBe('private, no-store');
    const location = String(signed.headers.location);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('40');
    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    // Kept only by the viewer's browser, and asked again before each use.
    expect(fromBucket.headers.get('cache-control')).toBe(BUCKET_CACHE_CONTROL.viewer);
  });

  it("lets the web app's pages read the bucket: images, media and fetches (a download)", async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const policy = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(directive(name), name).toContain(new URL(endpoint).origin);
    }
    // Only where media is read: no scripts, styles or frames from the bucket.
    for (const name of ['script-src', 'style-src', 'frame-ancestors']) {
      expect(directive(name), name).not.toContain(new URL(endpoint).origin);
    }
  });

  it('redirects a public file to the public base URL when one is configured, never a signed one', async () => {
    const storage = new S3MediaStorage({
      bucket: 'flick-media',
      endpoint,
      prefix: 'media/',
      publicUrl: 'https://cdn.example.com/',
    });
    expect((await storage.readUrl('abc_DEF-1.webp')).url).toBe(
      'https://cdn.example.com/media/abc_DEF-1.webp',
    );
    const own = await storage.readUrl('abc_DEF-1.webp', 'viewer');
    expect(own.url.startsWith(`${endpoint}/flick-media/media/abc_DEF-1.webp?`)).toBe(true);
  });
});
