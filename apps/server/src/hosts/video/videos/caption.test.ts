import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shareVideo } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  openEventStream,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import { mentionNames } from '../../../rules/videos/mentions';

// docs/product.md#caption-hashtags-and-mentions, docs/product.md#editing-a-video
let t: TestApp;
let maya: TestUser;
let leo: TestUser;
let zoe: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t, { userName: 'maya_caption' });
  leo = await createUser(t, { userName: 'Leo.Caption' });
  zoe = await createUser(t, { userName: 'zoe_caption' });
});
afterAll(async () => {
  await t.close();
});

const edit = (user: TestUser, video: Video, fields: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: '/api/video/updateVideo',
    token: user.token,
    payload: { videoId: video.id, videoUserId: video.userId, ...fields },
  });

const mentionsOf = async (userId: string, videoId: string) =>
  t.db
    .selectFrom('notifications')
    .select(['actor_id', 'type'])
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .where('type', '=', 'mention')
    .execute();

const hashtagPage = async (tag: string, user: TestUser) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/discovery/hashtag/${encodeURIComponent(tag)}`,
    token: user.token,
  });
  return res;
};

describe('reading a caption', () => {
  it('reads mentions as whole Unicode words, never inside an address or a longer name', () => {
    expect(
      mentionNames('hi @Leo.Caption, @josé and anna@example.com; thanks @maya_caption. @ab'),
    ).toEqual(['leo.caption', 'maya_caption']);
  });

  it('stores Unicode hashtags and the accounts a caption mentions, linked by id', async () => {
    const video = await shareVideo(t, maya, {
      caption: 'Morning #barTag #café with @leo.caption and @nobody_here_at_all',
    });
    expect(video.hashtags).toEqual(['bartag', 'café']);
    expect(video.mentions).toEqual([{ userId: leo.id, userName: 'leo.caption' }]);
  });

  it('refuses a caption over 2200 characters with a sentence, counting characters not bytes', async () => {
    const ok = await shareVideo(t, maya, { caption: 'é'.repeat(2200) });
    expect(ok.caption).toHaveLength(2200);
    const res = await edit(maya, ok, { caption: 'x'.repeat(2201) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'caption_too_long',
      message: 'A caption can be at most 2200 characters.',
    });
  });
});

describe('mention notifications', () => {
  it('tells a mentioned person once the video is ready, live and in the list', async () => {
    const stream = await openEventStream(t, '/api/account/notification/stream', zoe.token);
    try {
      const video = await shareVideo(t, maya, { caption: 'With @zoe_caption' });
      const event = JSON.parse((await stream.next()).data);
      expect(event).toMatchObject({
        type: 'mention',
        videoId: video.id,
        text: 'maya_caption mentioned you in a video.',
      });
      expect(event.actor.id).toBe(maya.id);
    } finally {
      stream.close();
    }
  });

  it('tells nobody who blocked or muted the author, and never the author', async () => {
    const blocker = await createUser(t);
    const muter = await createUser(t);
    const block = await t.inject({
      method: 'POST',
      url: '/api/account/block',
      token: blocker.token,
      payload: { userId: maya.id },
    });
    expect(block.statusCode).toBeLessThan(300);
    const mute = await t.inject({
      method: 'POST',
      url: '/api/account/mute',
      token: muter.token,
      payload: { userId: maya.id },
    });
    expect(mute.statusCode).toBeLessThan(300);
    const video = await shareVideo(t, maya, {
      caption: `@${blocker.userName} @${muter.userName} @maya_caption @leo.caption`,
    });
    // Told after the move to ready, in caption order: Leo, named last, is told last.
    await vi.waitFor(async () => expect(await mentionsOf(leo.id, video.id)).toHaveLength(1), {
      timeout: 15_000,
    });
    expect(await mentionsOf(blocker.id, video.id)).toEqual([]);
    expect(await mentionsOf(muter.id, video.id)).toEqual([]);
    expect(await mentionsOf(maya.id, video.id)).toEqual([]);
  });
});

describe('POST /updateVideo as an edit', () => {
  it('lets the owner change caption and switches; tags, pages and mentions follow', async () => {
    const video = await shareVideo(t, maya, { caption: 'first #oldtag_edit' });
    expect((await hashtagPage('oldtag_edit', leo)).json().data.videos).toHaveLength(1);

    const res = await edit(maya, video, {
      caption: 'second #newtag_edit @zoe_caption',
      allowComment: '0',
      allowDownload: '0',
      allowDuet: '0',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Video updated.');
    expect(res.json().data.video).toMatchObject({
      caption: 'second #newtag_edit @zoe_caption',
      hashtags: ['newtag_edit'],
      mentions: [{ userId: zoe.id, userName: 'zoe_caption' }],
      allowComment: '0',
      allowDownload: '0',
      allowDuet: '0',
    });
    const read = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${video.id}`,
      token: leo.token,
    });
    expect(read.json().data.Items[0].caption).toBe('second #newtag_edit @zoe_caption');
    expect((await hashtagPage('newtag_edit', leo)).json().data.videos).toHaveLength(1);
    const old = await hashtagPage('oldtag_edit', leo);
    expect(old.statusCode === 404 || old.json().data.videos.length === 0).toBe(true);
    expect(await mentionsOf(zoe.id, video.id)).toHaveLength(1);
  });

  it('tells a person an edit adds once, not again on later edits', async () => {
    const video = await shareVideo(t, maya, { caption: 'no one yet' });
    await edit(maya, video, { caption: 'now @leo.caption' });
    await edit(maya, video, { caption: 'still @leo.caption, more words' });
    await edit(maya, video, { caption: 'gone' });
    await edit(maya, video, { caption: 'back @LEO.caption' });
    expect(await mentionsOf(leo.id, video.id)).toHaveLength(1);
  });

  it('enforces the switches it sets: comments and downloads answer a clear 403', async () => {
    const video = await shareVideo(t, maya, { caption: 'open' });
    expect((await edit(maya, video, { allowComment: '0', allowDownload: '0' })).statusCode).toBe(
      201,
    );
    const comment = await t.inject({
      method: 'POST',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: video.id, videoUserId: maya.id, comment: 'hello' },
    });
    expect(comment.statusCode).toBe(403);
    expect(comment.json()).toEqual({
      code: 'comments_off',
      message: 'Comments are turned off for this video.',
    });
    const download = await edit(leo, video, { downloads: 1 });
    expect(download.statusCode).toBe(403);
    expect(download.json()).toEqual({
      code: 'downloads_off',
      message: 'Downloads are turned off for this video.',
    });
    // Switched back on, both work again.
    await edit(maya, video, { allowComment: '1', allowDownload: '1' });
    expect((await edit(leo, video, { downloads: 1 })).statusCode).toBe(201);
  });

  it('lets only the owner edit (403), 404 for an unknown video, 400 for mixed or empty bodies', async () => {
    const video = await shareVideo(t, maya, { caption: 'mine' });
    const stranger = await edit(leo, video, { caption: 'yours now' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({
      code: 'edit_not_yours',
      message: 'You can only edit your own videos.',
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: maya.token,
      payload: { videoId: UNKNOWN_ID, videoUserId: maya.id, caption: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const mixed = await edit(maya, video, { like: 1, caption: 'x' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      code: 'video_action_ambiguous',
      message: 'Send either one of like, downloads or share, or the fields to edit.',
    });
    const twoCounters = await edit(maya, video, { like: 1, share: 1 });
    expect(twoCounters.json()).toEqual({
      code: 'video_action_missing',
      message: 'Send one of like, downloads or share.',
    });
    const badFlag = await edit(maya, video, { allowComment: 'no' });
    expect(badFlag.statusCode).toBe(400);
    await expectAuthRequired(t, {
      method: 'POST',
      url: '/api/video/updateVideo',
      payload: { videoId: video.id, videoUserId: maya.id, caption: 'x' },
    });
    const after = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${video.id}`,
      token: maya.token,
    });
    expect(after.json().data.Items[0].caption).toBe('mine');
  });

  it('lists an edited caption in caption search', async () => {
    const video = await shareVideo(t, maya, { caption: 'plain' });
    await edit(maya, video, { caption: 'zanzibarquokka sunrise' });
    const res = await t.inject({
      method: 'GET',
      url: '/api/discovery/discovery?search=zanzibarquokka&pageSize=19&pageNumber=1',
      token: leo.token,
    });
    expect(res.json().data.videos.map((v: Video) => v.id)).toContain(video.id);
  });
});
