import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, multipartBody } from '../../../test/content/multipart';
import { shareVideo, uploadFile } from '../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { createS3Client } from '../../media/index';
import { createResumableStore } from '../../media/resumable';
import { newMediaName, stemOf } from '../../media/storage';
import { sweepPendingUploads, sweepUnattachedUploads } from '../../processing/leftovers';

// The whole upload → record → playback path with S3_BUCKET set, against s3rver on 127.0.0.1.
let t: TestApp;
let maya: TestUser;
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let dir = '';
let endpoint = '';
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

function bucketClient() {
  return createS3Client({
    bucket: 'flick-e2e',
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

async function objects(): Promise<string[]> {
  const client = bucketClient();
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

describe('resumable uploads with S3 storage', () => {
  const TUS = { 'tus-resumable': '1.0.0' };

  /** A playable MP4 over one 8 MiB part: the fixture and a `free` box of padding after it. */
  function bigVideo(): Buffer {
    const padding = Buffer.alloc(9 * 1024 * 1024);
    padding.writeUInt32BE(padding.length, 0);
    padding.write('free', 4, 'latin1');
    return Buffer.concat([fixture('two-seconds.mp4'), padding]);
  }

  async function offsetOf(location: string): Promise<number> {
    const res = await t.inject({ method: 'HEAD', url: location, token: maya.token, headers: TUS });
    expect(res.statusCode).toBe(200);
    return Number(res.headers['upload-offset']);
  }

  it('keeps the bytes of a cut connection in the bucket, goes on from them and stores the video', async () => {
    const file = bigVideo();
    const created = await t.inject({
      method: 'POST',
      url: '/api/upload/upload/tus',
      token: maya.token,
      headers: { ...TUS, 'upload-length': String(file.length) },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const id = location.slice(location.lastIndexOf('/') + 1);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The unfinished upload lives in the bucket, under its own prefix.
    expect(await objects()).toContain(`resumable/${id}.info`);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // One whole part and a bit more sent, then the connection drops.
    const sent = 8 * 1024 * 1024 + 100_000;
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: location,
        headers: {
          ...TUS,
          authorization: `Bearer ${maya.token}`,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(file.length),
        },
      });
      req.on('error', () => resolve());
      req.write(file.subarray(0, sent), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 500);
      });
    });
    let offset = 0;
    for (let i = 0; i < 100 && offset < sent; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      offset = await offsetOf(location);
    }
    expect(offset).toBe(sent);

    const rest = await t.inject({
      method: 'PATCH',
      url: location,
      token: maya.token,
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: file.subarray(offset),
    });
    expect(rest.statusCode).toBe(204);
    const stored = await bucketClient().send(
      new GetObjectCommand({ Bucket: 'flick-e2e', Key: `originals/${id}.mp4` }),
    );
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? []).equals(file)).toBe(true);
    // Nothing of the upload is left under the prefix.
    expect((await objects()).filter((key) => key.startsWith('resumable/'))).toEqual([]);
    expect(await offsetOf(location)).toBe(file.length);
  });

  it('removes an upload left unfinished past its expiry from the bucket', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/upload/upload/tus',
      token: maya.token,
      headers: { ...TUS, 'upload-length': '50000' },
    });
    const location = String(created.headers.location);
    const id = location.slice(location.lastIndexOf('/') + 1);
    const part = await t.inject({
      method: 'PATCH',
      url: location,
      token: maya.token,
      headers: {
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: fixture('two-seconds.mp4').subarray(0, 20_000),
    });
    expect(part.statusCode).toBe(204);
    expect(await objects()).toEqual(
      expect.arrayContaining([`resumable/${id}.info`, `resumable/${id}.part`]),
    );
    // The sweep of a store whose expiry is 1 ms: the upload above is past it.
    const expired = createResumableStore({
      dataDir: t.config.dataDir,
      expiresMs: 1,
      s3: { bucket: 'flick-e2e', endpoint },
    });
    expect(await expired.deleteExpired()).toBeGreaterThan(0);
    expect((await objects()).filter((key) => key.startsWith('resumable/'))).toEqual([]);
    const gone = await t.inject({ method: 'HEAD', url: location, token: maya.token, headers: TUS });
    expect(gone.statusCode).toBe(404);
  });
});
