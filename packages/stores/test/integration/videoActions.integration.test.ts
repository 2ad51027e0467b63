import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideos,
  shareVideo,
  storesFor,
  type TestApp,
  type TestUser,
} from './realServer';

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
let video: Video;
beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t);
  sam = await createUser(t);
  video = await shareVideo(t, maya);
});
afterAll(async () => {
  await t?.close();
});

describe('video actions against the real server', () => {
  it('likes and unlikes, counting only what the server recorded', async () => {
    const { root, notify } = storesFor(t, sam);
    await root.viewer.load(video.id);
    const model = root.viewer.video;
    if (!model) throw new Error(`viewer: ${root.viewer.error}`);
    await model.toggleLike();
    expect([model.liked, model.likeCount]).toEqual([true, 1]);
    await model.toggleLike();
    expect([model.liked, model.likeCount]).toEqual([false, 0]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('counts a download and a share', async () => {
    const { root } = storesFor(t, sam);
    await root.viewer.load(video.id);
    const model = root.viewer.video;
    if (!model) throw new Error('not loaded');
    await model.download();
    await model.share();
    expect([model.downloadCount, model.shareCount]).toEqual([1, 1]);
  });

  it('posts an encoded comment, reads it back decoded, and likes it', async () => {
    const { root } = storesFor(t, sam);
    await root.viewer.load(video.id);
    const comments = root.viewer.comments;
    if (!comments) throw new Error('not loaded');
    comments.setDraft('Love this 🔥 & more');
    await expect(comments.post()).resolves.toBe(true);
    expect(comments.draft).toBe('');
    expect(comments.items.map((c) => c.text)).toEqual(['Love this 🔥 & more']);
    const [item] = comments.items;
    if (!item) throw new Error('no comment');
    await comments.toggleLike(item);
    expect([item.liked, item.like]).toEqual([true, 1]);
    await comments.toggleLike(item);
    expect([item.liked, item.like]).toEqual([false, 0]);
  });

  it('shows Error fetching video for an unknown id', async () => {
    const { root } = storesFor(t, sam);
    await root.viewer.load('00000000-0000-4000-8000-000000000000');
    expect(root.viewer.error).toBe('Error fetching video');
  });

  it('pages the feed by 19 until the end', async () => {
    await insertVideos(t, maya.id, 25);
    const { root } = storesFor(t, sam);
    while (root.feed.hasMore) await root.feed.loadMore();
    expect(root.feed.error).toBeNull();
    expect(root.feed.videos).toHaveLength(26);
    expect(new Set(root.feed.videos.map((v) => v.id)).size).toBe(26);
  });
});
