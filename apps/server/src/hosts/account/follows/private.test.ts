import { Readable } from 'node:stream';
import type { Video } from '@flick/api-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedLeadId } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  pagedIds,
  type TestApp,
  type TestUser,
} from '../../../../test/helpers';

// docs/product.md#private-accounts: following a private account sends a request its owner
// approves or declines; its videos, lists and the notifications about them are for its
// approved followers (and the owner) only, in every list and answer.

const A = '/api/account';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (user: TestUser, url: string) => t.inject({ method: 'GET', url, token: user.token });
const followUser = (user: TestUser, target: TestUser) =>
  t.inject({
    method: 'POST',
    url: `${A}/follow`,
    token: user.token,
    payload: { userId: target.id },
  });
const unfollowUser = (user: TestUser, target: TestUser) =>
  t.inject({
    method: 'DELETE',
    url: `${A}/unfollow`,
    token: user.token,
    payload: { userId: target.id },
  });
const setPrivate = (user: TestUser, isPrivate: boolean) =>
  t.inject({ method: 'PATCH', url: `${A}/me`, token: user.token, payload: { isPrivate } });
const requestIds = async (user: TestUser) =>
  (await get(user, `${A}/follow-requests`)).json().data.Items.map((r: { id: string }) => r.id);
const notificationTypes = async (user: TestUser) =>
  (await get(user, `${A}/notification`)).json().data.Items.map((n: { type: string }) => n.type);

describe('follow requests', () => {
  it('a private account is asked (202), its owner approves, the requester is told', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const switched = await setPrivate(maya, true);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.isPrivate).toBe(true);

    const asked = await followUser(leo, maya);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: 'Follow request sent.',
      data: { isFollowing: false, requested: true, totalFollowers: 0 },
    });
    const again = await followUser(leo, maya);
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('Follow request already sent.');

    const profile = await get(leo, `${A}/user/profile/${maya.id}`);
    expect(profile.json().data).toMatchObject({
      isPrivate: true,
      isFollowing: false,
      followRequested: true,
    });
    expect(await requestIds(maya)).toEqual([leo.id]);
    expect(await notificationTypes(maya)).toEqual(['followRequest']);
    const text = (await get(maya, `${A}/notification`)).json().data.Items[0].text;
    expect(text).toBe(`${leo.userName} asked to follow you.`);

    const approved = await t.inject({
      method: 'POST',
      url: `${A}/follow-requests/${leo.id}`,
      token: maya.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      message: 'Follow request approved.',
      data: { totalFollowers: 1 },
    });
    expect(await requestIds(maya)).toEqual([]);
    expect(await notificationTypes(leo)).toEqual(['followAccepted']);
    const after = await get(leo, `${A}/user/profile/${maya.id}`);
    expect(after.json().data).toMatchObject({ isFollowing: true, followRequested: false });
    // Following now: a follow answers as for anyone followed.
    const following = await followUser(leo, maya);
    expect(following.statusCode).toBe(200);
    expect(following.json().message).toBe('You already follow this user.');
    // Approving twice: nothing is there any more.
    const twice = await t.inject({
      method: 'POST',
      url: `${A}/follow-requests/${leo.id}`,
      token: maya.token,
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({
      code: 'no_follow_request',
      message: 'No follow request from this user.',
    });
  });

  it('declining removes the request without a follow; the requester can cancel', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const zoe = await createUser(t);
    await setPrivate(maya, true);
    await followUser(leo, maya);
    await followUser(zoe, maya);
    expect((await requestIds(maya)).sort()).toEqual([leo.id, zoe.id].sort());

    const declined = await t.inject({
      method: 'DELETE',
      url: `${A}/follow-requests/${leo.id}`,
      token: maya.token,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ message: 'Follow request declined.' });
    expect(await notificationTypes(leo)).toEqual([]);
    const leoSees = await get(leo, `${A}/user/profile/${maya.id}`);
    expect(leoSees.json().data).toMatchObject({ isFollowing: false, followRequested: false });

    const cancelled = await unfollowUser(zoe, maya);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      message: 'Follow request cancelled.',
      data: { isFollowing: false, totalFollowers: 0 },
    });
    expect(await requestIds(maya)).toEqual([]);
    const none = await t.inject({
      method: 'DELETE',
      url: `${A}/follow-requests/${zoe.id}`,
      token: maya.token,
    });
    expect(none.statusCode).toBe(404);
    const bad = await t.inject({
      method: 'POST',
      url: `${A}/follow-requests/not-an-id`,
      token: maya.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
  });

  it('going private keeps followers; going public approves nothing, following then does', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const zoe = await createUser(t);
    expect((await followUser(leo, maya)).statusCode).toBe(201);
    await setPrivate(maya, true);
    expect((await get(leo, `${A}/user/profile/${maya.id}`)).json().data.isFollowing).toBe(true);
    await followUser(zoe, maya);
    await setPrivate(maya, false);
    expect(await requestIds(maya)).toEqual([zoe.id]);
    const profile = await get(zoe, `${A}/user/profile/${maya.id}`);
    expect(profile.json().data).toMatchObject({ isPrivate: false, isFollowing: false });
    const followed = await followUser(zoe, maya);
    expect(followed.statusCode).toBe(201);
    expect(followed.json().message).toBe('Followed successfully.');
    expect(await requestIds(maya)).toEqual([]);
  });

  it('blocking ends open requests both ways', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await setPrivate(maya, true);
    await followUser(leo, maya);
    await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    const rows = await t.db
      .selectFrom('follow_requests')
      .selectAll()
      .where('target_id', '=', maya.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("a private account's content, to a stranger and to a follower", () => {
  /** Private, with videos. */
  let maya: TestUser;
  /** Approved follower of maya. */
  let leo: TestUser;
  /** Follows nobody, no rules of their own: reads the shared first page. */
  let sam: TestUser;
  /** Public, with videos. */
  let zoe: TestUser;
  const mayaVideos: string[] = [];
  const zoeVideos: string[] = [];
  const tag = `prv${Math.random().toString(36).slice(2, 8)}`;

  const addVideo = (user: TestUser, at: Date, caption: string, tags: string[]) =>
    insertVideoRow(t.db, user.id, { at, caption, tags });

  const feedIds = (user: TestUser, pageSize: number) =>
    pagedIds(t, user, '/api/video/videos', pageSize);

  beforeAll(async () => {
    maya = await createUser(t);
    leo = await createUser(t);
    sam = await createUser(t);
    zoe = await createUser(t);
    // Newer than anything else in this database, interleaved: maya's are the very newest.
    const start = Date.now() + 60_000;
    for (let i = 0; i < 4; i += 1) {
      zoeVideos.push(await addVideo(zoe, new Date(start + i * 20), `quietlake zoe ${i}`, [tag]));
      mayaVideos.push(
        await addVideo(maya, new Date(start + i * 20 + 10), `quietlake maya ${i}`, [tag]),
      );
    }
    await sql`ANALYZE videos`.execute(t.db);
    // Leo follows maya while she is public; sam comments on her video then.
    expect((await followUser(leo, maya)).statusCode).toBe(201);
    const comment = await t.db
      .insertInto('comments')
      .values({ video_id: mayaVideos[0] as string, user_id: sam.id, comment: 'nice' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Maya liked sam's and leo's comments on her video: notifications about her video.
    const leoComment = await t.db
      .insertInto('comments')
      .values({ video_id: mayaVideos[0] as string, user_id: leo.id, comment: 'wow' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('notifications')
      .values([
        {
          user_id: sam.id,
          actor_id: maya.id,
          type: 'commentLike',
          video_id: mayaVideos[0] as string,
          comment_id: comment.id,
        },
        {
          user_id: leo.id,
          actor_id: maya.id,
          type: 'commentLike',
          video_id: mayaVideos[0] as string,
          comment_id: leoComment.id,
        },
      ])
      .execute();
    // The shared first page is read (and cached) while maya is still public.
    expect((await feedIds(sam, 19)).slice(0, 2)).toEqual([mayaVideos[3], zoeVideos[3]]);
    expect((await setPrivate(maya, true)).statusCode).toBe(200);
  });

  it('the feed: never for a stranger (shared first page, lead video, later pages)', async () => {
    for (const pageSize of [2, 3, 19]) {
      const ids = await feedIds(sam, pageSize);
      expect(ids.filter((id) => mayaVideos.includes(id))).toEqual([]);
      expect(ids.slice(0, 4)).toEqual([...zoeVideos].reverse());
    }
    expect(await feedLeadId(t)).toBe(zoeVideos[3]);
  });

  it('the feed: for an approved follower and the owner, in order', async () => {
    const expected = [3, 2, 1, 0].flatMap((i) => [mayaVideos[i], zoeVideos[i]]);
    for (const pageSize of [2, 3, 19]) {
      expect((await feedIds(leo, pageSize)).slice(0, 8)).toEqual(expected);
      expect((await feedIds(maya, pageSize)).slice(0, 8)).toEqual(expected);
    }
  });

  it('the files: addresses signed for each follower in every list, plain ones refused (ADR 0090)', async () => {
    const [video = ''] = mayaVideos.slice(1, 2);
    const { video_file: name } = await t.db
      .selectFrom('videos')
      .select('video_file')
      .where('id', '=', video)
      .executeTakeFirstOrThrow();
    await t.app.media.put(name, Readable.from([Buffer.from('not really a video')]), 'video/mp4');
    /** Maya's second video as `user` finds it in a list: the feed's later pages (cached heads). */
    const inFeed = async (user: TestUser): Promise<Video | undefined> => {
      let url = '/api/video/videos?pageSize=2';
      for (let i = 0; i < 10; i += 1) {
        const body = (await get(user, url)).json().data as {
          Items: Video[];
          LastEvaluatedKey?: { id: string; createdAt: string; userId: string };
        };
        const found = body.Items.find((v) => v.id === video);
        if (found) return found;
        const key = body.LastEvaluatedKey;
        if (!key) return undefined;
        url = `/api/video/videos?pageSize=2&id=${key.id}&createdAt=${encodeURIComponent(key.createdAt)}&userId=${key.userId}`;
      }
      return undefined;
    };
    const file = (address: string) => t.inject({ method: 'GET', url: address });

    // Heads read while maya is public hold plain addresses; going private reads them again.
    expect((await setPrivate(maya, false)).statusCode).toBe(200);
    const whilePublic = await inFeed(leo);
    expect(whilePublic?.iosUrl).toBe(`/api/upload/media/${name}`);
    expect((await file(whilePublic?.iosUrl ?? '')).statusCode).toBe(200);
    expect((await setPrivate(maya, true)).statusCode).toBe(200);

    const leos = await inFeed(leo);
    const mayas = await inFeed(maya);
    expect(leos?.iosUrl).toMatch(new RegExp(`^/api/upload/media/${name}\\?access=${leo.id}\\.`));
    expect(mayas?.iosUrl).toMatch(new RegExp(`\\?access=${maya.id}\\.`));
    expect((await file(leos?.iosUrl ?? '')).statusCode).toBe(200);
    expect((await file(mayas?.iosUrl ?? '')).statusCode).toBe(200);
    // The address anyone once saw (and a stranger's copy of it) no longer opens the file.
    expect((await file(`/api/upload/media/${name}`)).statusCode).toBe(404);
    expect(await inFeed(sam)).toBeUndefined();
    // The grid, one video, the hashtag page and search sign for the reader too.
    const grid = (await get(leo, `/api/video/user/videos/${maya.id}`)).json().data.Items as Video[];
    expect(grid.find((v) => v.id === video)?.iosUrl).toBe(leos?.iosUrl);
    const one = (await get(leo, `/api/video/videos?videoId=${video}`)).json().data
      .Items[0] as Video;
    expect(one.iosUrl).toBe(leos?.iosUrl);
    expect(one.thumbUrl).toContain(`?access=${leo.id}.`);
  });

  it('downloads and shares: counted for the approved follower, 404 for a stranger', async () => {
    const videoId = mayaVideos[2] as string;
    const act = (user: TestUser, fields: { downloads: 1 } | { share: 1 }) =>
      t.inject({
        method: 'POST',
        url: '/api/video/updateVideo',
        token: user.token,
        payload: { videoUserId: maya.id, videoId, ...fields },
      });
    for (const fields of [{ downloads: 1 }, { share: 1 }] as const) {
      const refused = await act(sam, fields);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
    }
    const downloaded = await act(leo, { downloads: 1 });
    expect(downloaded.statusCode).toBe(201);
    expect(downloaded.json().data.downloads).toBe(1);
    const shared = await act(leo, { share: 1 });
    expect(shared.statusCode).toBe(201);
    expect(shared.json().data.shares).toBe(1);
  });

  it('search, explore and hashtag pages: only the follower finds the videos', async () => {
    const search = async (user: TestUser, q: string) =>
      (
        (await get(user, `/api/discovery/discovery?search=${q}&pageSize=19`)).json().data
          .videos as Video[]
      ).map((v) => v.id);
    expect((await search(sam, 'quietlake')).sort()).toEqual([...zoeVideos].sort());
    expect((await search(leo, 'quietlake')).sort()).toEqual([...zoeVideos, ...mayaVideos].sort());
    expect((await search(sam, `%23${tag}`)).sort()).toEqual([...zoeVideos].sort());
    const explore = (await get(sam, '/api/discovery/discovery?pageSize=100')).json().data
      .videos as Video[];
    expect(explore.filter((v) => v.userId === maya.id)).toEqual([]);
    const tagPage = async (user: TestUser) =>
      (
        (await get(user, `/api/discovery/hashtag/${tag}?pageSize=19`)).json().data.videos as Video[]
      ).map((v) => v.id);
    expect((await tagPage(sam)).sort()).toEqual([...zoeVideos].sort());
    expect((await tagPage(leo)).sort()).toEqual([...zoeVideos, ...mayaVideos].sort());
    // The user is still found by name.
    const users = (await get(sam, `/api/discovery/discovery?search=${maya.userName}`)).json().data
      .users as { id: string }[];
    expect(users.map((u) => u.id)).toEqual([maya.id]);
  });

  it('the profile: name and counts for everyone, the grid and lists for followers', async () => {
    const profile = (await get(sam, `${A}/user/profile/${maya.id}`)).json().data;
    expect(profile).toMatchObject({
      id: maya.id,
      userName: maya.userName,
      isPrivate: true,
      isFollowing: false,
      totalFollowers: 1,
      totalVideos: 4,
    });
    expect((await get(sam, `/api/video/user/videos/${maya.id}`)).json().data.Items).toEqual([]);
    const grid = (await get(leo, `/api/video/user/videos/${maya.id}`)).json().data.Items;
    expect(grid.map((v: Video) => v.id)).toEqual([...mayaVideos].reverse());
    for (const list of ['follower', 'following']) {
      const stranger = await get(sam, `${A}/user/${list}/${maya.id}`);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toEqual({
        code: 'account_private',
        message: 'This account is private.',
      });
      expect((await get(leo, `${A}/user/${list}/${maya.id}`)).statusCode).toBe(200);
      expect((await get(maya, `${A}/user/${list}/${maya.id}`)).statusCode).toBe(200);
    }
  });

  it("notifications about the private account's videos: only for followers", async () => {
    expect(await notificationTypes(sam)).toEqual([]);
    expect(await notificationTypes(leo)).toEqual(['commentLike']);
  });
});
