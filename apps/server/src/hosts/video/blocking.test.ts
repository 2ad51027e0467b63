import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareVideo } from '../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

let t: TestApp;
let maya: TestUser;
let leo: TestUser;
let video: Video;
let commentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t);
  leo = await createUser(t);
  video = await shareVideo(t, maya, { caption: 'blocking' });
  const comment = await t.inject({
    method: 'POST',
    url: '/api/video/comment',
    token: maya.token,
    payload: { videoId: video.id, videoUserId: maya.id, comment: 'mine' },
  });
  commentId = comment.json().data.id;
});
afterAll(async () => {
  await t.close();
});

const update = (user: TestUser, fields: Record<string, unknown>, v: Video = video) =>
  t.inject({
    method: 'POST',
    url: '/api/video/updateVideo',
    token: user.token,
    payload: { videoUserId: v.userId, videoId: v.id, ...fields },
  });

describe('a user blocked by a video owner', () => {
  beforeAll(async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/account/block',
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(res.statusCode).toBeLessThan(300);
  });
  afterAll(async () => {
    await t.inject({
      method: 'DELETE',
      url: '/api/account/unblock',
      token: maya.token,
      payload: { userId: leo.id },
    });
  });

  it('cannot like, download or share their videos (404, as their profile)', async () => {
    for (const fields of [{ like: 1 }, { downloads: 1 }, { share: 1 }]) {
      const res = await update(leo, fields);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
    }
    const row = await t.db
      .selectFrom('videos')
      .select(['likes', 'downloads', 'shares'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ likes: 0, downloads: 0, shares: 0 });
  });

  it('cannot comment on their videos', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: video.id, videoUserId: maya.id, comment: 'hello' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
    const count = await t.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', leo.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('cannot like their comments', async () => {
    const res = await t.inject({
      method: 'PATCH',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: video.id, commentId, like: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'comment_not_found', message: 'Comment not found.' });
    const notes = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('actor_id', '=', leo.id)
      .execute();
    expect(notes).toEqual([]);
  });
});

describe('shares and downloads', () => {
  it('count once per user and video, however often they are sent', async () => {
    const fresh = await shareVideo(t, maya, { caption: 'counted once' });
    const first = await update(leo, { share: 1 }, fresh);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.shares).toBe(1);
    const again = await Promise.all(
      Array.from({ length: 10 }, () => update(leo, { share: 1 }, fresh)),
    );
    expect(again.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(again.map((r) => r.json().data.shares)).toEqual(Array(10).fill(1));
    for (let i = 0; i < 5; i += 1) await update(leo, { downloads: 1 }, fresh);
    const other = await createUser(t);
    const otherShare = await update(other, { share: 1 }, fresh);
    expect(otherShare.json().data).toEqual({ likes: 0, downloads: 1, shares: 2, liked: false });
  });
});
