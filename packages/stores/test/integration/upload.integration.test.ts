import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../src/ports';
import { createFetchResumableTransport } from '../../src/upload/fetchResumable';
import {
  buildTestApp,
  createUser,
  injectFetch,
  storesFor,
  type TestApp,
  type TestUser,
} from './realServer';

const fixtures = path.resolve(import.meta.dirname, '../../../../apps/server/test/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

let t: TestApp;
let maya: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

describe('UploadStore against the real server', () => {
  it('uploads thumbnail, video and record, and the video is readable afterwards', async () => {
    // The browser ports: the fixture's real duration and a real JPEG frame.
    const stores = storesFor(t, maya, {
      readDuration: async () => 2,
      captureThumbnail: async () => new Blob([fixture('thumb.jpg')], { type: 'image/jpeg' }),
    });
    const { root } = stores;
    root.upload.open();
    const file = new File([fixture('two-seconds.mp4')], 'two-seconds.mp4', { type: 'video/mp4' });
    await expect(root.upload.selectFile(file)).resolves.toBe(true);
    await expect(root.upload.upload()).resolves.toBe(true);
    expect(stores.notify.error).not.toHaveBeenCalled();
    expect(stores.notify.success).toHaveBeenCalledWith('Video uploaded successfully!');

    // The server processes the upload first (only ready videos reach the feed): read the
    // feed until it shows, as the app does on the videoReady notice.
    await root.feed.loadMore();
    for (let tries = 0; root.feed.videos[0]?.video.userId !== maya.id && tries < 600; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await root.feed.reload();
    }
    expect(root.feed.error).toBeNull();
    const [video] = root.feed.videos;
    expect(video?.video.state).toBe('ready');
    expect(video?.video.userId).toBe(maya.id);
    expect(video?.video.thumbUrl).toMatch(/^\/api\/upload\/media\/.+\.jpg$/);
    expect(video?.video.iosUrl).toMatch(/^\/api\/upload\/media\/.+\.mp4$/);
  });

  it('says Failed to upload video. when the server refuses the file', async () => {
    const stores = storesFor(t, maya, {
      readDuration: async () => 2,
      captureThumbnail: async () => new Blob([fixture('thumb.jpg')], { type: 'image/jpeg' }),
    });
    const { root } = stores;
    root.upload.open();
    // The browser said "video", the bytes say otherwise: the server sniffs them.
    await root.upload.selectFile(
      new File([fixture('not-a-video.mp4')], 'x.mp4', { type: 'video/mp4' }),
    );
    await expect(root.upload.upload()).resolves.toBe(false);
    expect(stores.notify.error).toHaveBeenCalledWith('Failed to upload video.');
    expect(root.upload.phase).toBe('preview');
  });
});

describe('UploadStore: resumable video upload (tus) against the real server', () => {
  const media = {
    readDuration: async () => 2,
    captureThumbnail: async () => new Blob([fixture('thumb.jpg')], { type: 'image/jpeg' }),
  };
  const clip = fixture('two-seconds.mp4');
  /** The same chosen file each time (a reload picks it again): same name, size and date. */
  const chosen = () =>
    new File([clip], 'two-seconds.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });

  /**
   * A network that cuts the first PATCH: the server gets its first `keep` bytes, then the
   * connection is lost before the answer (`whenCut` runs then, e.g. a server restart).
   * Counts the file bytes the server was sent.
   */
  function flakyNetwork(keep: number, whenCut: () => Promise<void> = async () => {}) {
    const inner = injectFetch(t);
    const sent = { bytes: 0, patches: 0, heads: 0 };
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'HEAD') sent.heads += 1;
      if (request.method !== 'PATCH') return inner(request);
      sent.patches += 1;
      const body = Buffer.from(await request.arrayBuffer());
      const part = sent.patches === 1 ? body.subarray(0, keep) : body;
      sent.bytes += part.length;
      const answer = await inner(new Request(request, { body: part }));
      if (sent.patches === 1) {
        await whenCut();
        throw new TypeError('network connection lost');
      }
      return answer;
    };
    return { fetch, sent };
  }

  it('goes on from the last byte the server has after a dropped connection and a server restart', async () => {
    const network = flakyNetwork(15_000, () => t.restart());
    const stores = storesFor(t, maya, media, undefined, {
      fetch: network.fetch,
      resumable: { ...createFetchResumableTransport(network.fetch), retryDelays: [0, 50, 200] },
    });
    const { root } = stores;
    root.upload.open();
    await root.upload.selectFile(chosen());
    await expect(root.upload.upload()).resolves.toBe(true);
    expect(stores.notify.success).toHaveBeenCalledWith('Video uploaded successfully!');
    // Asked where it stood once, then sent only what was missing: no byte twice.
    expect(network.sent).toEqual({ bytes: clip.length, patches: 2, heads: 1 });
  });

  it('goes on after a reload when the same file is chosen again', async () => {
    const storage = createMemoryStorage({ token: maya.token, user_id: maya.id });
    // Before the reload: the connection drops at 10 KB and the page is closed.
    const before = flakyNetwork(10_000);
    const first = storesFor(t, maya, media, undefined, {
      storage,
      fetch: before.fetch,
      resumable: { ...createFetchResumableTransport(before.fetch), retryDelays: [] },
    });
    first.root.upload.open();
    await first.root.upload.selectFile(chosen());
    await expect(first.root.upload.upload()).resolves.toBe(false);
    expect(first.notify.error).toHaveBeenCalledWith('Failed to upload video.');

    // After it: a new page on the same local storage.
    const after = flakyNetwork(Number.POSITIVE_INFINITY);
    const second = storesFor(t, maya, media, undefined, {
      storage,
      fetch: after.fetch,
      resumable: createFetchResumableTransport(after.fetch),
    });
    second.root.upload.open();
    await second.root.upload.selectFile(chosen());
    const done = second.root.upload.upload();
    await expect(done).resolves.toBe(true);
    expect(after.sent.bytes).toBe(clip.length - 10_000);
    // Finished uploads are forgotten.
    expect(storage.getItem('flick_resumable_uploads')).toBeNull();
  });
});

describe('UploadStore: a refused session during a resumable upload', () => {
  it('ends the session as a 401 of any other call does', async () => {
    const inner = injectFetch(t);
    // The server no longer takes the session when the file starts: its tus calls get 401.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.includes('/upload/tus')) return inner(request);
      const headers = new Headers(request.headers);
      headers.set('authorization', 'Bearer revoked-meanwhile');
      return inner(new Request(request, { headers }));
    };
    const stores = storesFor(
      t,
      maya,
      {
        readDuration: async () => 2,
        captureThumbnail: async () => new Blob([fixture('thumb.jpg')], { type: 'image/jpeg' }),
      },
      undefined,
      { fetch, resumable: createFetchResumableTransport(fetch) },
    );
    const { root, storage } = stores;
    root.upload.open();
    await root.upload.selectFile(
      new File([fixture('two-seconds.mp4')], 'two-seconds.mp4', { type: 'video/mp4' }),
    );
    await expect(root.upload.upload()).resolves.toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });
});
