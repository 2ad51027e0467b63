import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, multipartBody } from '../../../test/content/multipart';
import {
  patchThenDrop,
  patchUpload,
  startUpload,
  TUS,
  uploadOffset,
} from '../../../test/content/tus';
import { shareVideo, uploadFile } from '../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { type ObjectStore, startObjectStore } from '../../../test/objectStore';
import { createS3Client } from '../../platform/media/index';
import { createResumableStore } from '../../platform/media/resumable';
import { newMediaName, stemOf } from '../../platform/media/storage';
import { sweepPendingUploads, sweepUnattachedUploads } from '../../processing/leftovers';

// The whole upload → record → playback path with S3_BUCKET set, against s3rver on 127.0.0.1.
let t: TestApp;
let maya: TestUser;
let objectStore: ObjectStore;
let endpoint = '';

function bucketClient() {
  return createS3Client({
    bucket: 'flick-e2e',
    endpoint,
    credentials: objectStore.credentials,
  });
}

async function objects(): Promise<string[]> {
  const client = bucketClient();
  const out = await client.send(new ListObjectsV2Command({ Bucket: 'flick-e2e' }));
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

beforeAll(async () => {
  objectStore = await startObjectStore('flick-e2e');
  endpoint = objectStore.endpoint;
  t = await buildTestApp({ env: objectStore.env });
  maya = await createUser(t);
});
afterAll(async () => {
  await t?.close();
  await objectStore?.close();
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
  /** A playable MP4 over one 8 MiB part: the fixture and a `free` box of padding after it. */
  function bigVideo(): Buffer {
    const padding = Buffer.alloc(9 * 1024 * 1024);
    padding.writeUInt32BE(padding.length, 0);
    padding.write('free', 4, 'latin1');
    return Buffer.concat([fixture('two-seconds.mp4'), padding]);
  }

  it('keeps the bytes of a cut connection in the bucket, goes on from them and stores the video', async () => {
    const file = bigVideo();
    const { location, id } = await startUpload(t, file.length, maya.token);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The unfinished upload lives in the bucket, under its own prefix.
    expect(await objects()).toContain(`resumable/${id}.info`);

    // One whole part and a bit more sent, then the connection drops.
    const sent = 8 * 1024 * 1024 + 100_000;
    const offset = await patchThenDrop(t, location, file, sent, maya.token, 500);
    expect(offset).toBe(sent);

    const rest = await patchUpload(t, location, offset, file.subarray(offset), maya.token);
    expect(rest.statusCode).toBe(204);
    const stored = await bucketClient().send(
      new GetObjectCommand({ Bucket: 'flick-e2e', Key: `originals/${id}.mp4` }),
    );
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? []).equals(file)).toBe(true);
    // Nothing of the upload is left under the prefix.
    expect((await objects()).filter((key) => key.startsWith('resumable/'))).toEqual([]);
    expect(await uploadOffset(t, location, maya.token)).toBe(file.length);
    // 17 MiB through s3rver (a part, a tail, the whole object read back): 2.5 s alone here,
    // past 30 s on a loaded CI machine with three other test files beside it.
  }, 120_000);

  it('removes an upload left unfinished past its expiry from the bucket', async () => {
    const { location, id } = await startUpload(t, 50_000, maya.token);
    const part = await patchUpload(
      t,
      location,
      0,
      fixture('two-seconds.mp4').subarray(0, 20_000),
      maya.token,
    );
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
