import type { Comment, Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareVideo } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import { nulMessage } from '../../../platform/http/inputGuards';

let t: TestApp;
let maya: TestUser;
let leo: TestUser;
let video: Video;

beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t, { userName: 'maya_comments' });
  leo = await createUser(t, { userName: 'leo_comments' });
  video = await shareVideo(t, maya, { caption: 'talk to me' });
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, comment: string, v: Video = video) =>
  t.inject({
    method: 'POST',
    url: '/api/video/comment',
    token: user.token,
    payload: { videoId: v.id, videoUserId: v.userId, comment },
  });
const list = async (user: TestUser, v: Video = video) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/video/comment?videoId=${v.id}`,
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.Items as Comment[];
};
const like = (user: TestUser, comment: Comment, value: 1 | 2) =>
  t.inject({
    method: 'PATCH',
    url: '/api/video/comment',
    token: user.token,
    payload: { videoId: comment.videoId, commentId: comment.id, like: value },
  });

describe('POST /comment', () => {
  it('stores the text as sent (encoded) and answers 201 with the comment', async () => {
    const encoded = encodeURIComponent('Love this 🔥');
    const res = await post(leo, encoded);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      videoId: video.id,
      userId: leo.id,
      userName: 'leo_comments',
      comment: encoded,
      like: 0,
      liked: false,
      videoUserId: maya.id,
    });
    const read = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${video.id}`,
      token: leo.token,
    });
    expect(read.json().data.Items[0].comments).toBe(1);
  });

  it('tells the video owner about the comment', async () => {
    const res = await post(leo, 'ping');
    const rows = await t.db
      .selectFrom('notifications')
      .select(['type', 'comment_id'])
      .where('user_id', '=', maya.id)
      .where('comment_id', '=', res.json().data.id)
      .execute();
    expect(rows).toEqual([{ type: 'comment', comment_id: res.json().data.id }]);
  });

  it('refuses blank text after decoding, and broken encoding, with 400', async () => {
    const blank = await post(leo, '%20%20%0A');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'comment_empty', message: 'Comment cannot be empty.' });
    const broken = await post(leo, '%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: 'comment_not_encoded',
      message: 'The comment is not properly encoded.',
    });
    const empty = await post(leo, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/comment/);
  });

  it('refuses U+0000 once decoded (%00) with 400 and the message of every NUL case', async () => {
    for (const text of ['%00', 'hi%00there']) {
      const res = await post(leo, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message: nulMessage('body/comment') });
    }
  });

  it('refuses comments when the owner turned them off (403)', async () => {
    const quiet = await shareVideo(t, maya, { allowComment: '0' });
    const res = await post(leo, 'hello', quiet);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'comments_off',
      message: 'Comments are turned off for this video.',
    });
  });

  it('answers 404 for an unknown video and 401 without a token', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: UNKNOWN_ID, videoUserId: maya.id, comment: 'hi' },
    });
    expect(res.statusCode).toBe(404);
    const anonymous = await t.inject({ method: 'POST', url: '/api/video/comment', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /comment', () => {
  it('lists newest first, with the owner id and the caller’s likes', async () => {
    const fresh = await shareVideo(t, maya, { caption: 'order' });
    await post(leo, 'first', fresh);
    await post(maya, 'second', fresh);
    const [newest, oldest] = await list(leo, fresh);
    expect([newest?.comment, oldest?.comment]).toEqual(['second', 'first']);
    expect(newest?.videoUserId).toBe(maya.id);
    await like(leo, oldest as Comment, 1);
    expect((await list(leo, fresh)).map((c) => c.liked)).toEqual([false, true]);
    expect((await list(maya, fresh)).map((c) => c.liked)).toEqual([false, false]);
  });

  it('answers 404 for an unknown video, 400 without videoId, 401 without a token', async () => {
    const missing = await t.inject({
      method: 'GET',
      url: `/api/video/comment?videoId=${UNKNOWN_ID}`,
      token: leo.token,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.inject({ method: 'GET', url: '/api/video/comment', token: leo.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/videoId/);
    expect(
      (await t.inject({ method: 'GET', url: `/api/video/comment?videoId=${video.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /comment', () => {
  it('likes (1) once per user and unlikes (2), answering 200 with the count', async () => {
    const created = (await post(maya, 'like me')).json().data as Comment;
    const first = await like(leo, created, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ like: 1, liked: true });
    expect((await like(leo, created, 1)).json().data).toEqual({ like: 1, liked: true });
    expect((await like(maya, created, 1)).json().data.like).toBe(2);
    expect((await like(leo, created, 2)).json().data).toEqual({ like: 1, liked: false });
    // Liked again after taking it back: counted again, but the owner was told already.
    expect((await like(leo, created, 1)).json().data).toEqual({ like: 2, liked: true });
    const rows = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', maya.id)
      .where('comment_id', '=', created.id)
      .execute();
    expect(rows.map((r) => r.type)).toEqual(['commentLike']);
  });

  it('answers 404 for an unknown comment, 400 for a bad code, 401 without a token', async () => {
    const missing = await t.inject({
      method: 'PATCH',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: video.id, commentId: UNKNOWN_ID, like: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'comment_not_found', message: 'Comment not found.' });
    const bad = await t.inject({
      method: 'PATCH',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: video.id, commentId: UNKNOWN_ID, like: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/like/);
    expect(
      (await t.inject({ method: 'PATCH', url: '/api/video/comment', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /comment/{commentId}', () => {
  const remove = (user: TestUser, comment: Comment) =>
    t.inject({ method: 'DELETE', url: `/api/video/comment/${comment.id}`, token: user.token });
  const commentCount = async (v: Video) => {
    const read = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${v.id}`,
      token: maya.token,
    });
    return read.json().data.Items[0].comments as number;
  };

  it('lets the author delete their comment and uncounts it', async () => {
    const fresh = await shareVideo(t, maya, { caption: 'delete' });
    const created = (await post(leo, 'oops', fresh)).json().data as Comment;
    expect(await commentCount(fresh)).toBe(1);
    const own = await remove(leo, created);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Comment deleted.' });
    expect(await list(leo, fresh)).toEqual([]);
    expect(await commentCount(fresh)).toBe(0);
    expect((await remove(leo, created)).statusCode).toBe(404);
  });

  it("lets the video's owner delete anyone's comment on their video", async () => {
    const fresh = await shareVideo(t, maya, { caption: 'my video, my rules' });
    const created = (await post(leo, 'rude', fresh)).json().data as Comment;
    const byOwner = await remove(maya, created);
    expect(byOwner.statusCode).toBe(200);
    expect(await list(maya, fresh)).toEqual([]);
    expect(await commentCount(fresh)).toBe(0);
  });

  it('refuses anyone else and keeps the comment counted', async () => {
    const sam = await createUser(t, { userName: 'sam_comments' });
    const fresh = await shareVideo(t, maya, { caption: 'not yours' });
    const created = (await post(leo, 'mine', fresh)).json().data as Comment;
    const stranger = await remove(sam, created);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({
      code: 'comment_delete_not_yours',
      message: 'You can only delete your own comments or comments on your videos.',
    });
    // The author of another comment on the same video is a stranger to this one too.
    const other = (await post(sam, 'also here', fresh)).json().data as Comment;
    expect((await remove(leo, other)).statusCode).toBe(403);
    expect((await list(maya, fresh)).map((c) => c.id).sort()).toEqual(
      [created.id, other.id].sort(),
    );
    expect(await commentCount(fresh)).toBe(2);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/video/comment/x', token: leo.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/video/comment/${UNKNOWN_ID}` })).statusCode,
    ).toBe(401);
  });
});
