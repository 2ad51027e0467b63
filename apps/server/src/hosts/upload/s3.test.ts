import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, multipartBody } from '../../../test/content/multipart';
import { shareVideo, uploadFile } from '../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { createS3Client } from '../../media/index';
import { sweepPendingUploads, sweepUnattachedUploads } from '../../media/leftovers';
import { newMediaName, stemOf } from '../../media/storage';

// The whole upload → record → playback path with S3_BUCKET set, against s3rver on 127.0.0.1.
let t: TestApp;
let maya: TestUser;
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let dir = '';
let endpoint = '';
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

async function objects(): Promise<string[]> {
  const client = createS3Client({
    bucket: 'flick-e2e',
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const out = await client.send(new ListObjectsV2Command({ Bucket: 'flick-e2e' }));
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'flick-s3e2e-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'flick-e2e' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // The standard AWS credential chain reads these (s3rver's fixed key pair).
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  t = await buildTestApp({
    env: { S3_BUCKET: 'flick-e2e', S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1' },
  });
  maya = await createUser(t);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
});

describe('uploads with S3 storage', () => {
  it('stores the video in the bucket and serves it back by range', async () => {
    const video = await shareVideo(t, maya, { caption: 'in the bucket' });
    const name = video.iosUrl.split('/').pop() ?? '';
    // The rendition and its posters are in the bucket; the original (kept under
    // `originals/` while it was processed) goes right after the video turned ready.
    let keys = await objects();
    for (let i = 0; i < 100 && keys.some((key) => key.startsWith('originals/')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      keys = await objects();
    }
    expect(keys).toContain(name);
    expect(keys.filter((key) => key.startsWith('originals/'))).toEqual([]);
    // The server only redirects; the bytes and ranges come from the bucket.
    const redirect = await t.inject({ method: 'GET', url: video.iosUrl });
    expect(redirect.statusCode).toBe(302);
    const location = String(redirect.headers.location);
    const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const res = await fetch(location, { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
  });

  it('leaves nothing in the bucket when a video is refused', async () => {
    const before = await objects();
    const { payload, headers } = multipartBody({
      filename: 'long.mp4',
      contentType: 'video/mp4',
      data: fixture('sixty-one-seconds.mp4'),
    });
    const res = await t.inject({
      method: 'POST',
      url: '/api/upload/upload/video',
      token: maya.token,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(await objects()).toEqual(before);
  });

  it('removes the objects when the video is deleted', async () => {
    const video = await shareVideo(t, maya, { caption: 'short-lived' });
    const name = video.iosUrl.split('/').pop() ?? '';
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${video.id}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await objects()).not.toContain(name);
  });

  it('answers HEAD with the redirect too, and the bucket with the real length', async () => {
    const video = await shareVideo(t, maya, { caption: 'head' });
    const name = video.iosUrl.split('/').pop() ?? '';
    const head = await t.app.inject({ method: 'HEAD', url: `/api/upload/media/${name}` });
    expect(head.statusCode).toBe(302);
    const location = String(head.headers.location);
    const fromBucket = await fetch(location, { method: 'HEAD' });
    const body = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(fromBucket.headers.get('content-length')).toBe(String(body.length));
  });

  it('removes uploads no video took from the bucket, and keeps the ones a video uses', async () => {
    const video = await shareVideo(t, maya, { caption: 'kept' });
    const kept = video.iosUrl.split('/').pop() ?? '';
    const lone = await uploadFile(t, maya, 'thumb');
    expect(await objects()).toContain(lone);
    const removed = await sweepUnattachedUploads(
      t.db,
      { media: t.app.media, originals: t.app.originals },
      0,
    );
    expect(removed).toContain(lone);
    const left = await objects();
    expect(left).not.toContain(lone);
    expect(left).toContain(kept);
  });

  it('removes from the bucket what a crashed process stored before marking its upload stored', async () => {
    // The row came first (naming a writer whose lease is gone), then the object: a kill
    // before the row was marked stored.
    const name = newMediaName('jpg');
    await t.db
      .insertInto('uploads')
      .values({
        name,
        stem: stemOf(name),
        user_id: maya.id,
        kind: 'thumb',
        content_type: 'image/jpeg',
        size: 3,
        writer_id: randomUUID(),
      })
      .execute();
    await t.app.media.put(name, Readable.from([Buffer.from('abc')]), 'image/jpeg');
    expect(await objects()).toContain(name);
    const removed = await sweepPendingUploads(t.db, {
      media: t.app.media,
      originals: t.app.originals,
    });
    expect(removed).toEqual([name]);
    expect(await objects()).not.toContain(name);
  });
});
