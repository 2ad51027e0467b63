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

// docs/product.md#block: when A blocked B, A's profile and videos are gone for B: not found when
// read directly, and not in B's feeds, search, explore, hashtag pages, comment lists or people
// lists. Everyone else still sees them; an admin B still reads them (reports).

let t: TestApp;
/** Blocked `bo`. */
let ana: TestUser;
/** Blocked by ana. */
let bo: TestUser;
/** Blocked nobody, was blocked by nobody: sees everything. */
let cy: TestUser;
const anaVideos: string[] = [];
let cyVideo: string;
const tag = `byb${Math.random().toString(36).slice(2, 8)}`;

const get = (user: TestUser, url: string) => t.inject({ method: 'GET', url, token: user.token });

const pageIds = (user: TestUser, path: string) => pagedIds(t, user, path, 3);

const block = (by: TestUser, whom: TestUser) =>
  t.inject({
    method: 'POST',
    url: '/api/account/block',
    token: by.token,
    payload: { userId: whom.id },
  });

beforeAll(async () => {
  t = await buildTestApp();
  ana = await createUser(t, { userName: `blockerana${Math.random().toString(36).slice(2, 6)}` });
  bo = await createUser(t);
  cy = await createUser(t);
  const start = Date.now() - 60_000;
  for (let i = 0; i < 3; i += 1) {
    anaVideos.push(
      await insertVideoRow(t.db, ana.id, {
        at: new Date(start + i * 20),
        caption: `harbourlights ana ${i}`,
        tags: [tag, `${tag}ana`],
      }),
    );
  }
  cyVideo = await insertVideoRow(t.db, cy.id, {
    at: new Date(start + 100),
    caption: 'harbourlights cy',
    tags: [tag],
  });
  await sql`ANALYZE videos`.execute(t.db);
  // Ana comments on cy's video; cy follows ana.
  await t.db
    .insertInto('comments')
    .values([
      { video_id: cyVideo, user_id: ana.id, comment: 'from%20ana' },
      { video_id: cyVideo, user_id: cy.id, comment: 'from%20cy' },
    ])
    .execute();
  await t.db.insertInto('follows').values({ follower_id: cy.id, followee_id: ana.id }).execute();
  // The feed was read before the block (bo's first page came from the shared page then).
  await pageIds(cy, '/api/video/videos');
  expect(await pageIds(bo, '/api/video/videos')).toEqual(expect.arrayContaining(anaVideos));
  expect((await block(ana, bo)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe("a blocker's videos, as the person they blocked sees them", () => {
  it('are not found when read directly, nor their comments', async () => {
    const one = await get(bo, `/api/video/videos?videoId=${anaVideos[0]}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
    const comments = await get(bo, `/api/video/comment?videoId=${anaVideos[0]}`);
    expect(comments.statusCode).toBe(404);
    // Anyone else reads them.
    expect((await get(cy, `/api/video/videos?videoId=${anaVideos[0]}`)).statusCode).toBe(200);
  });

  it('are not in the feed (first page and later pages) or "For you"', async () => {
    const feed = await pageIds(bo, '/api/video/videos');
    expect(feed.filter((id) => anaVideos.includes(id))).toEqual([]);
    expect(feed).toContain(cyVideo);
    const forYou = await pageIds(bo, '/api/video/feed/for-you');
    expect(forYou.filter((id) => anaVideos.includes(id))).toEqual([]);
    expect(forYou).toContain(cyVideo);
    const theirs = await pageIds(cy, '/api/video/videos');
    expect(theirs.filter((id) => anaVideos.includes(id)).sort()).toEqual([...anaVideos].sort());
  });

  it('are not in search or explore, and neither is the blocker', async () => {
    const users = await get(bo, `/api/discovery/discovery?search=${ana.userName}`);
    expect(users.json().data.users).toEqual([]);
    const byCaption = await get(bo, '/api/discovery/discovery?search=harbourlights&pageSize=19');
    expect((byCaption.json().data.videos as Video[]).map((v) => v.id)).toEqual([cyVideo]);
    const byTag = await get(bo, `/api/discovery/discovery?search=%23${tag}&pageSize=19`);
    expect((byTag.json().data.videos as Video[]).map((v) => v.id)).toEqual([cyVideo]);
    // The tag only the blocker uses is not offered.
    const tags = (byTag.json().data.hashTags as { name: string }[]).map((h) => h.name);
    expect(tags).toEqual([tag]);

    const seen = await get(cy, `/api/discovery/discovery?search=${ana.userName}`);
    expect(seen.json().data.users.map((u: { id: string }) => u.id)).toEqual([ana.id]);
  });

  it("are not on a hashtag's page", async () => {
    const mine = await get(bo, `/api/discovery/hashtag/${tag}?pageSize=19`);
    expect((mine.json().data.videos as Video[]).map((v) => v.id)).toEqual([cyVideo]);
    const theirs = await get(cy, `/api/discovery/hashtag/${tag}?pageSize=19`);
    expect(theirs.json().data.videos).toHaveLength(4);
  });

  it("leave the blocker's comments out of other videos' comment lists", async () => {
    const mine = await get(bo, `/api/video/comment?videoId=${cyVideo}`);
    expect(mine.json().data.Items.map((c: { userId: string }) => c.userId)).toEqual([cy.id]);
    const theirs = await get(cy, `/api/video/comment?videoId=${cyVideo}`);
    expect(theirs.json().data.Items).toHaveLength(2);
  });

  it('leave the blocker out of follower and following lists', async () => {
    const following = await get(bo, `/api/account/user/following/${cy.id}`);
    expect(following.json().data.Items).toEqual([]);
    const theirs = await get(cy, `/api/account/user/following/${cy.id}`);
    expect(theirs.json().data.Items.map((u: { id: string }) => u.id)).toEqual([ana.id]);
  });

  it('are still read by an admin the blocker blocked', async () => {
    const admin = await createUser(t);
    await t.db.insertInto('admins').values({ user_id: admin.id, source: 'first' }).execute();
    expect((await block(ana, admin)).statusCode).toBe(200);
    const one = await get(admin, `/api/video/videos?videoId=${anaVideos[0]}`);
    expect(one.statusCode).toBe(200);
    // Acting on it is still refused, as for anyone the owner blocked.
    const like = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: admin.token,
      payload: { videoUserId: ana.id, videoId: anaVideos[0], like: 1 },
    });
    expect(like.statusCode).toBe(404);
  });

  it('come back when unblocked', async () => {
    await t.inject({
      method: 'DELETE',
      url: '/api/account/unblock',
      token: ana.token,
      payload: { userId: bo.id },
    });
    try {
      expect((await get(bo, `/api/video/videos?videoId=${anaVideos[0]}`)).statusCode).toBe(200);
      const feed = await pageIds(bo, '/api/video/videos');
      expect(feed.filter((id) => anaVideos.includes(id)).sort()).toEqual([...anaVideos].sort());
      const users = await get(bo, `/api/discovery/discovery?search=${ana.userName}`);
      expect(users.json().data.users.map((u: { id: string }) => u.id)).toEqual([ana.id]);
    } finally {
      await block(ana, bo);
    }
  });
});
