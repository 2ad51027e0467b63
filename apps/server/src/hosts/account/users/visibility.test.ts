import type { Video } from '@flick/api-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  pagedIds,
  type TestApp,
  type TestUser,
} from '../../../../test/helpers';

// docs/product.md#blocking: when A blocked B, B's videos, comments and follows are hidden
// from A on every list; everyone else still sees them.

let t: TestApp;
/** Blocked `leo`. */
let maya: TestUser;
let leo: TestUser;
/** Blocked nobody: sees everything. */
let zoe: TestUser;
const leoVideos: string[] = [];
const zoeVideos: string[] = [];
const tag = `blk${Math.random().toString(36).slice(2, 8)}`;

const addVideo = (user: TestUser, at: Date, caption: string, tags: string[] = []) =>
  insertVideoRow(t.db, user.id, { at, caption, tags });

const get = (user: TestUser, url: string) => t.inject({ method: 'GET', url, token: user.token });

const feedIds = (user: TestUser, pageSize: number) =>
  pagedIds(t, user, '/api/video/videos', pageSize);

beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t);
  leo = await createUser(t, { userName: `hiddenleo${Math.random().toString(36).slice(2, 6)}` });
  zoe = await createUser(t);
  // Interleaved, newest last: zoe, leo, zoe, leo, … so every page mixes both.
  const start = Date.now() - 60_000;
  for (let i = 0; i < 6; i += 1) {
    zoeVideos.push(await addVideo(zoe, new Date(start + i * 20), `sunsetwalk zoe ${i}`, [tag]));
    leoVideos.push(
      await addVideo(leo, new Date(start + i * 20 + 10), `sunsetwalk leo ${i}`, [tag]),
    );
  }
  await addVideo(leo, new Date(start - 1000), 'only leo', [`${tag}leo`]);
  await sql`ANALYZE videos`.execute(t.db);
  // Leo comments on zoe's video and follows zoe; someone (zoe) follows leo.
  await t.db
    .insertInto('comments')
    .values([
      { video_id: zoeVideos[0] as string, user_id: leo.id, comment: 'from%20leo' },
      { video_id: zoeVideos[0] as string, user_id: zoe.id, comment: 'from%20zoe' },
    ])
    .execute();
  await t.db
    .insertInto('follows')
    .values([
      { follower_id: leo.id, followee_id: zoe.id },
      { follower_id: zoe.id, followee_id: leo.id },
    ])
    .execute();
  // Leo liked maya's video before the block: the notification stays stored.
  await t.db
    .insertInto('notifications')
    .values({ user_id: maya.id, actor_id: leo.id, type: 'follow' })
    .execute();
  // Someone reads the feed first, so maya's first page comes from the shared cache too.
  await feedIds(zoe, 4);
  const blocked = await t.inject({
    method: 'POST',
    url: '/api/account/block',
    token: maya.token,
    payload: { userId: leo.id },
  });
  expect(blocked.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('content of a blocked user, as the blocker sees it', () => {
  it('is not in the feed, first page (shared and fresh read) or any later page', async () => {
    for (const pageSize of [2, 3, 4, 19]) {
      const mine = await feedIds(maya, pageSize);
      expect(mine).toEqual([...zoeVideos].reverse());
    }
    // Everyone else still sees both, in order.
    const theirs = await feedIds(zoe, 3);
    expect(theirs.filter((id) => leoVideos.includes(id))).toHaveLength(leoVideos.length);
    expect(theirs.filter((id) => zoeVideos.includes(id))).toHaveLength(zoeVideos.length);
  });

  it('is not in search or explore: users, videos and hashtags', async () => {
    const users = await get(maya, `/api/discovery/discovery?search=${leo.userName}`);
    expect(users.json().data.users).toEqual([]);
    const explore = await get(maya, `/api/discovery/discovery?search=${leo.userName}&pageSize=19`);
    expect(explore.json().data.users).toEqual([]);
    const byCaption = await get(maya, '/api/discovery/discovery?search=sunsetwalk&pageSize=19');
    const captionIds = (byCaption.json().data.videos as Video[]).map((v) => v.id);
    expect(captionIds.sort()).toEqual([...zoeVideos].sort());
    const byTag = await get(maya, `/api/discovery/discovery?search=%23${tag}&pageSize=19`);
    const tagIds = (byTag.json().data.videos as Video[]).map((v) => v.id);
    expect(tagIds.sort()).toEqual([...zoeVideos].sort());
    const tags = (byTag.json().data.hashTags as { name: string }[]).map((h) => h.name);
    expect(tags).toEqual([tag]); // the tag only leo uses is not offered

    const seen = await get(zoe, `/api/discovery/discovery?search=%23${tag}&pageSize=19`);
    expect((seen.json().data.hashTags as { name: string }[]).map((h) => h.name).sort()).toEqual(
      [tag, `${tag}leo`].sort(),
    );
    expect(seen.json().data.videos).toHaveLength(12);
    const seenUsers = await get(zoe, `/api/discovery/discovery?search=${leo.userName}`);
    expect(seenUsers.json().data.users.map((u: { id: string }) => u.id)).toEqual([leo.id]);
  });

  it("is not on a hashtag's page", async () => {
    const ids: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
      const res = await get(
        maya,
        `/api/discovery/hashtag/${tag}?pageSize=4&pageNumber=${pageNumber}`,
      );
      expect(res.statusCode).toBe(200);
      ids.push(...(res.json().data.videos as Video[]).map((v) => v.id));
    }
    expect(ids).toEqual([...zoeVideos].reverse());
    const theirs = await get(zoe, `/api/discovery/hashtag/${tag}?pageSize=19`);
    expect(theirs.json().data.videos).toHaveLength(12);
  });

  it("is not in a video's comments", async () => {
    const mine = await get(maya, `/api/video/comment?videoId=${zoeVideos[0]}`);
    expect(mine.json().data.Items.map((c: { userId: string }) => c.userId)).toEqual([zoe.id]);
    const theirs = await get(zoe, `/api/video/comment?videoId=${zoeVideos[0]}`);
    expect(theirs.json().data.Items).toHaveLength(2);
  });

  it('is not in follower or following lists', async () => {
    const followers = await get(maya, `/api/account/user/follower/${zoe.id}`);
    expect(followers.json().data.Items).toEqual([]);
    const following = await get(maya, `/api/account/user/following/${zoe.id}`);
    expect(following.json().data.Items).toEqual([]);
    const theirFollowers = await get(zoe, `/api/account/user/follower/${zoe.id}`);
    expect(theirFollowers.json().data.Items.map((u: { id: string }) => u.id)).toEqual([leo.id]);
  });

  it('is not in notifications', async () => {
    const mine = await get(maya, '/api/account/notification');
    expect(mine.json().data.Items).toEqual([]);
  });

  it('comes back when unblocked', async () => {
    await t.inject({
      method: 'DELETE',
      url: '/api/account/unblock',
      token: maya.token,
      payload: { userId: leo.id },
    });
    try {
      expect(await feedIds(maya, 4)).toHaveLength(13);
      const mine = await get(maya, `/api/video/comment?videoId=${zoeVideos[0]}`);
      expect(mine.json().data.Items).toHaveLength(2);
    } finally {
      await t.inject({
        method: 'POST',
        url: '/api/account/block',
        token: maya.token,
        payload: { userId: leo.id },
      });
    }
  });
});
