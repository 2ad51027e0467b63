import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, storesFor, type TestApp, type TestUser } from './realServer';

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
