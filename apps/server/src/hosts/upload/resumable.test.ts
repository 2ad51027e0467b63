import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, multipartBody } from '../../../test/content/multipart';
import {
  createUpload,
  patchThenDrop,
  patchUpload,
  startUpload,
  TUS,
  TUS_COLLECTION,
  uploadOffset,
} from '../../../test/content/tus';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { loadConfig } from '../../platform/config/config';
import { NOT_A_VIDEO, TOO_LONG, tooLargeMessage } from '../../platform/media/index';

let t: TestApp;
let maya: TestUser;
let omar: TestUser;

// The shared tus requests, as maya unless another person's token is given.
const create = (app: TestApp, size: number, token = maya.token) => createUpload(app, size, token);
const started = (app: TestApp, size: number, token = maya.token) => startUpload(app, size, token);
const patch = (app: TestApp, location: string, offset: number, bytes: Buffer, token = maya.token) =>
  patchUpload(app, location, offset, bytes, token);
const offsetOf = (app: TestApp, location: string, token = maya.token) =>
  uploadOffset(app, location, token);

/** What the resumable folder holds (bytes and records of unfinished uploads). */
async function resumableFiles(app: TestApp): Promise<string[]> {
  return readdir(path.join(app.config.dataDir, 'resumable')).catch(() => []);
}

/** Records a video for an uploaded file, as the client's third call does. */
async function record(app: TestApp, user: TestUser, videoName: string) {
  const { payload, headers } = multipartBody({
    filename: 'thumb.jpg',
    contentType: 'image/jpeg',
    data: fixture('thumb.jpg'),
  });
  const thumb = await app.inject({
    method: 'POST',
    url: '/api/upload/upload/thumb',
    token: user.token,
    payload,
    headers,
  });
  const [thumbName] = thumb.json() as string[];
  return app.inject({
    method: 'POST',
    url: '/api/video/upload',
    token: user.token,
    payload: {
      allowComment: '1',
      allowDownload: '1',
      allowDuet: '1',
      caption: '',
      comments: 0,
      downloads: 0,
      hashtags: [],
      isDuet: '0',
      status: 1,
      thumbUrl: `/api/upload/media/${thumbName}`,
      thumbUrlCompress: `/api/upload/media/${thumbName}`,
      videoUrl: videoName.replace(/\.mp4$/, ''),
    },
  });
}

beforeAll(async () => {
  // A 1 MB video limit: the fixtures fit, a declared 2 MB file does not.
  t = await buildTestApp({ env: { UPLOAD_MAX_VIDEO_MB: '1' } });
  maya = await createUser(t, { userName: 'maya_resumable' });
  omar = await createUser(t, { userName: 'omar_resumable' });
});
afterAll(async () => {
  await t.close();
});

describe('resumable uploads (tus 1.0)', () => {
  it('goes on from the last byte that arrived, and the finished file is recorded as a video', async () => {
    const file = fixture('two-seconds.mp4');
    const { location, id } = await started(t, file.length);
    expect(location).toBe(`${TUS_COLLECTION}/${id}`);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await offsetOf(t, location)).toBe(0);

    const half = 10_000;
    const first = await patch(t, location, 0, file.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // Sending from the wrong place changes nothing.
    expect((await patch(t, location, 5, file.subarray(5))).statusCode).toBe(409);
    expect(await offsetOf(t, location)).toBe(half);

    const last = await patch(t, location, half, file.subarray(half));
    expect(last.statusCode).toBe(204);
    const name = `${id}.mp4`;
    expect(await readFile(path.join(t.config.dataDir, 'originals', name))).toEqual(file);
    expect(await resumableFiles(t)).toEqual([]);
    // A client that lost that answer learns it is done.
    const head = await t.inject({ method: 'HEAD', url: location, token: maya.token, headers: TUS });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(file.length));
    expect(head.headers['upload-length']).toBe(String(file.length));

    const recorded = await record(t, maya, name);
    expect(recorded.statusCode).toBe(200);
  });

  it('keeps the bytes of a connection cut mid-way and goes on from them', async () => {
    const file = fixture('two-seconds.webm');
    const { location, id } = await started(t, file.length);
    // The whole file announced, a part sent, then the connection drops (once the part is in
    // the upload's file: bytes the server never read are not the server's to keep).
    const held = () =>
      stat(path.join(t.config.dataDir, 'resumable', id)).then(
        (s) => s.size,
        () => 0,
      );
    const offset = await patchThenDrop(t, location, file, 15_000, maya.token, 300, held);
    expect(offset).toBe(15_000);
    const rest = await patch(t, location, offset, file.subarray(offset));
    expect(rest.statusCode).toBe(204);
    expect(await readFile(path.join(t.config.dataDir, 'originals', `${id}.mp4`))).toEqual(file);
  });

  it('is its uploader’s alone', async () => {
    const file = fixture('two-seconds.mp4');
    const { location } = await started(t, file.length);
    await patch(t, location, 0, file.subarray(0, 1000));
    const asOmar = { token: omar.token, headers: TUS };
    expect((await t.inject({ method: 'HEAD', url: location, ...asOmar })).statusCode).toBe(404);
    const theirs = await patch(t, location, 1000, file.subarray(1000), omar.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'upload_not_found', message: 'Upload not found.' });
    expect((await t.inject({ method: 'DELETE', url: location, ...asOmar })).statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: TUS_COLLECTION,
          headers: { ...TUS, 'upload-length': '9' },
        })
      ).statusCode,
    ).toBe(401);
    // Still there for its uploader, who can cancel it: the bytes go.
    expect(await offsetOf(t, location)).toBe(1000);
    const cancel = await t.inject({
      method: 'DELETE',
      url: location,
      token: maya.token,
      headers: TUS,
    });
    expect(cancel.statusCode).toBe(204);
    expect(
      (await t.inject({ method: 'HEAD', url: location, token: maya.token, headers: TUS }))
        .statusCode,
    ).toBe(404);
    expect(await resumableFiles(t)).toEqual([]);
  });

  it('keeps the form upload’s size, type and length rules and messages, and keeps nothing refused', async () => {
    const big = await create(t, 2 * 1024 * 1024);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'file_too_large', message: tooLargeMessage(1024 * 1024) });

    for (const [name, message, code] of [
      ['not-a-video.mp4', NOT_A_VIDEO, 'not_a_video'],
      ['sixty-one-seconds.mp4', TOO_LONG, 'video_too_long'],
    ] as const) {
      const file = fixture(name);
      const { location } = await started(t, file.length);
      const res = await patch(t, location, 0, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code, message });
      expect(
        (await t.inject({ method: 'HEAD', url: location, token: maya.token, headers: TUS }))
          .statusCode,
      ).toBe(404);
    }
    expect(await resumableFiles(t)).toEqual([]);
    // More bytes than announced are refused.
    const file = fixture('two-seconds.mp4');
    const { location } = await started(t, 100);
    expect((await patch(t, location, 0, file.subarray(0, 200))).statusCode).toBe(413);
  });

  it('goes on after a server restart', async () => {
    const file = fixture('two-seconds.mp4');
    const { location, id } = await started(t, file.length);
    await patch(t, location, 0, file.subarray(0, 12_345));
    await t.restart();
    expect(await offsetOf(t, location)).toBe(12_345);
    expect((await patch(t, location, 12_345, file.subarray(12_345))).statusCode).toBe(204);
    expect(await readFile(path.join(t.config.dataDir, 'originals', `${id}.mp4`))).toEqual(file);
  });

  it('asks for the protocol version', async () => {
    const res = await t.inject({
      method: 'POST',
      url: TUS_COLLECTION,
      token: maya.token,
      headers: { 'upload-length': '10' },
    });
    expect(res.statusCode).toBe(412);
  });
});

describe('unfinished resumable uploads', () => {
  it('expire, and the leftover sweep removes their bytes', async () => {
    const { leftovers } = loadConfig({});
    const e = await buildTestApp({
      config: { leftovers: { ...leftovers, resumableUploadMs: 360, sweepEveryMs: 100 } },
    });
    try {
      const user = await createUser(e, { userName: 'lena_resumable' });
      const file = fixture('two-seconds.mp4');
      const { location } = await started(e, file.length, user.token);
      await patch(e, location, 0, file.subarray(0, 5000), user.token);
      expect(await resumableFiles(e)).toHaveLength(2);
      // 0.36 s to expire, a sweep every 0.1 s.
      for (let i = 0; i < 100 && (await resumableFiles(e)).length > 0; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await resumableFiles(e)).toEqual([]);
      const head = await e.inject({
        method: 'HEAD',
        url: location,
        token: user.token,
        headers: TUS,
      });
      expect(head.statusCode).toBe(404);
    } finally {
      await e.close();
    }
  });
});
