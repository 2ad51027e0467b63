import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { S3MediaStorage } from './s3Storage';
import { newMediaName } from './storage';

const BYTES = Buffer.from('0123456789abcdefghij'.repeat(100));

describe('media with S3 storage is served by the object store', () => {
  let s3rver: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let dir = '';
  let endpoint = '';
  let t: TestApp;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flick-s3redirect-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'flick-media' }],
    });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
    // The server reads credentials from the standard AWS chain.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    t = await buildTestApp({
      env: { S3_BUCKET: 'flick-media', S3_ENDPOINT: endpoint, S3_PREFIX: 'media/' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3rver?.close();
    await rm(dir, { recursive: true, force: true });
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it('redirects to a presigned URL that answers range requests itself', async () => {
    expect(t.app.media).toBeInstanceOf(S3MediaStorage);
    const name = newMediaName('mp4');
    await t.app.media.put(name, Readable.from([BYTES]), 'video/mp4');
    const res = await t.inject({ method: 'GET', url: `/api/upload/media/${name}` });
    expect(res.statusCode).toBe(302);
    expect(res.rawPayload.length).toBe(0);
    const location = String(res.headers.location);
    expect(location.startsWith(`${endpoint}/flick-media/media/${name}?`)).toBe(true);
    // The same address all hour, so browsers and caches can keep it.
    const again = await t.inject({ method: 'GET', url: `/api/upload/media/${name}` });
    expect(again.headers.location).toBe(location);
    const ranged = await fetch(location, { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(BYTES.subarray(10, 20));
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

  it('redirects to the public base URL when one is configured', async () => {
    const storage = new S3MediaStorage({
      bucket: 'flick-media',
      endpoint,
      prefix: 'media/',
      publicUrl: 'https://cdn.example.com/',
    });
    const { url } = await storage.readUrl('abc_DEF-1.webp');
    expect(url).toBe('https://cdn.example.com/media/abc_DEF-1.webp');
  });
});
