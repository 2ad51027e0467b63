import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertVideos, shareVideo, uploadFile } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import { notifyOwner } from '../notify';
import { MAX_PROCESSING_VIDEOS, TOO_MANY_PROCESSING } from './videos.service';

let t: TestApp;
let maya: TestUser;
let leo: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t, { userName: 'maya_videos', firstName: 'Maya', lastName: 'Okafor' });
  leo = await createUser(t, { userName: 'leo_videos', firstName: 'Leo', lastName: 'Brandt' });
});
afterAll(async () => {
  await t.close();
});

const getVideo = async (id: string, user: TestUser) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/video/videos?videoId=${id}`,
    token: user.token,
  });
  return res.json().data.Items[0] as Video;
};

describe('POST /upload (video record)', () => {
  it('stores the record with the upload defaults, a playable address and the owner', async () => {
    const video = await shareVideo(t, maya, {
      caption: 'Golden hour #Sunset #travel',
      hashtags: ['#beach', 'sunset'],
    });
    expect(video).toMatchObject({
      userId: maya.id,
      userName: 'maya_videos',
      firstName: 'Maya',
      lastName: 'Okafor',
      caption: 'Golden hour #Sunset #travel',
      allowComment: '1',
      allowDownload: '1',
      allowDuet: '1',
      isDuet: '0',
      status: 1,
      likes: 0,
      downloads: 0,
      shares: 0,
      comments: 0,
      liked: false,
    });
    expect(video.hashtags.sort()).toEqual(['beach', 'sunset', 'travel']);
    expect(video.iosUrl).toBe(`/api/upload/media/${video.videoUrl}.mp4`);
    const media = await t.inject({
      method: 'GET',
      url: video.iosUrl,
      headers: { range: 'bytes=0-99' },
    });
    expect(media.statusCode).toBe(206);
    expect(media.headers['content-type']).toBe('video/mp4');
  });

  it(`refuses a record while the owner has ${MAX_PROCESSING_VIDEOS} videos processing (429), and takes it once one is done`, async () => {
    const sam = await createUser(t);
    const waiting = await insertVideos(t, sam.id, MAX_PROCESSING_VIDEOS);
    await t.db
      .updateTable('videos')
      .set({ state: 'processing' })
      .where('id', 'in', waiting)
      .execute();
    const thumb = await uploadFile(t, sam, 'thumb');
    const file = await uploadFile(t, sam, 'video');
    const record = () =>
      t.inject({
        method: 'POST',
        url: '/api/video/upload',
        token: sam.token,
        payload: {
          videoUrl: file.replace(/\.mp4$/, ''),
          thumbUrl: `/api/upload/media/${thumb}`,
          thumbUrlCompress: `/api/upload/media/${thumb}`,
        },
      });
    const refused = await record();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'too_many_processing', message: TOO_MANY_PROCESSING });
    // One of Sam's is ready: the same upload is taken now.
    await t.db
      .updateTable('videos')
      .set({ state: 'ready' })
      .where('id', '=', waiting[0] ?? '')
      .execute();
    const taken = await record();
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.state).toBe('processing');
  });

  it('refuses a file uploaded by someone else', async () => {
    const file = await uploadFile(t, leo, 'video');
    const thumb = await uploadFile(t, maya, 'thumb');
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: maya.token,
      payload: {
        videoUrl: file.replace(/\.mp4$/, ''),
        thumbUrl: `/api/upload/media/${thumb}`,
        thumbUrlCompress: `/api/upload/media/${thumb}`,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('videoUrl must name a video file you uploaded.');
  });

  it('refuses a thumbnail that is not the caller’s upload', async () => {
    const file = await uploadFile(t, maya, 'video');
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: maya.token,
      payload: {
        videoUrl: file.replace(/\.mp4$/, ''),
        thumbUrl: 'https://tracker.example/pixel.gif',
        thumbUrlCompress: 'https://tracker.example/pixel.gif',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/thumbUrl must be the address of a thumbnail you uploaded/);
  });

  it('refuses to share the same file twice', async () => {
    const thumb = await uploadFile(t, maya, 'thumb');
    const file = await uploadFile(t, maya, 'video');
    const payload = {
      videoUrl: file.replace(/\.mp4$/, ''),
      thumbUrl: `/api/upload/media/${thumb}`,
      thumbUrlCompress: `/api/upload/media/${thumb}`,
    };
    const first = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: maya.token,
      payload,
    });
    expect(first.statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: maya.token,
      payload,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This video has already been shared.');
  });

  it('answers 400 naming the field when the body breaks the contract', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: maya.token,
      payload: { thumbUrl: 'x', thumbUrlCompress: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/videoUrl/);
  });

  it('answers 401 without a token', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/video/upload', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /videos', () => {
  it('answers one video by id as data.Items[0], and 404 for an unknown id', async () => {
    const video = await shareVideo(t, leo, { caption: 'one by id' });
    expect((await getVideo(video.id, maya)).caption).toBe('one by id');
    const missing = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${UNKNOWN_ID}`,
      token: maya.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const bad = await t.inject({
      method: 'GET',
      url: '/api/video/videos?videoId=42',
      token: maya.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/videoId/);
    expect(
      (await t.inject({ method: 'GET', url: '/api/video/videos?pageSize=19' })).statusCode,
    ).toBe(401);
  });

  it('pages newest first with LastEvaluatedKey, stable while new videos arrive', async () => {
    const feedUser = await createUser(t, { userName: 'feed_owner' });
    // Older than anything else in this database, so these 45 are the feed's tail.
    const ids = await insertVideos(t, feedUser.id, 45, { start: new Date('2020-01-01T00:00:00Z') });
    const all = await t.inject({
      method: 'GET',
      url: '/api/video/videos?pageSize=100',
      token: maya.token,
    });
    const newerCount = (all.json().data.Items as Video[]).filter(
      (v) => v.userId !== feedUser.id,
    ).length;

    const seen: string[] = [];
    let query = 'pageSize=19';
    let pages = 0;
    for (;;) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/video/videos?${query}`,
        token: maya.token,
      });
      expect(res.statusCode).toBe(200);
      const { Items, LastEvaluatedKey } = res.json().data as {
        Items: Video[];
        LastEvaluatedKey?: { id: string; userId: string; createdAt: string };
      };
      seen.push(...Items.map((v) => v.id));
      pages += 1;
      if (pages === 1) {
        // A video shared after the first page must not shift the following pages.
        await shareVideo(t, leo, { caption: 'arrived while paging' });
      }
      if (!LastEvaluatedKey) break;
      const last = Items[Items.length - 1];
      expect(LastEvaluatedKey).toEqual({
        id: last?.id,
        userId: last?.userId,
        createdAt: last?.createdAt,
      });
      query = new URLSearchParams({ pageSize: '19', ...LastEvaluatedKey }).toString();
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(45 + newerCount);
    // Newest first; two videos share each millisecond and then the larger id comes first.
    const expected = ids
      .map((id, i) => ({ id, ms: Math.floor(i / 2) }))
      .sort((a, b) => b.ms - a.ms || (a.id < b.id ? 1 : -1))
      .map((v) => v.id);
    expect(seen.slice(-45)).toEqual(expected);
    expect(pages).toBe(Math.ceil((45 + newerCount) / 19));
  });

  it('answers a page after a cursor field for field as the single-video read', async () => {
    const owner = await createUser(t, {
      userName: 'cursor_owner',
      firstName: 'Zoë',
      lastName: "O'Neil",
    });
    await t.db
      .updateTable('users')
      .set({ profile_picture: '/api/upload/media/avatar.jpg' })
      .where('id', '=', owner.id)
      .execute();
    // An older video, so more follow the page under test whichever tests ran before.
    await insertVideos(t, owner.id, 1, { start: new Date('2000-01-01T00:00:00Z') });
    const shared: Video[] = [];
    for (const caption of ['plain', 'quotes " and \\ and\nnew line, emoji 🎬', 'café ünïcode']) {
      shared.push(await shareVideo(t, owner, { caption }));
    }
    const [oldest, middle] = shared;
    await t.db
      .updateTable('videos')
      .set({ allow_duet: false, allow_download: false, hashtags: ['sun', 'été'] })
      .where('id', '=', middle?.id ?? '')
      .execute();
    const liked = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: maya.token,
      payload: { videoUserId: owner.id, videoId: oldest?.id, like: 1 },
    });
    expect(liked.statusCode).toBe(201);
    const first = await t.inject({
      method: 'GET',
      url: '/api/video/videos?pageSize=1',
      token: maya.token,
    });
    const key = first.json().data.LastEvaluatedKey as Record<string, string>;
    const res = await t.inject({
      method: 'GET',
      url: `/api/video/videos?${new URLSearchParams({ pageSize: '2', ...key })}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(200);
    const { Items, LastEvaluatedKey } = res.json().data as {
      Items: Video[];
      LastEvaluatedKey: unknown;
    };
    expect(Items.map((v) => v.id)).toEqual([middle?.id, oldest?.id]);
    for (const video of Items) {
      // Feed pages leave the view count out (ADR 0109); every other field is the same.
      const { views, ...single } = await getVideo(video.id, maya);
      expect(views).toBeTypeOf('number');
      expect(video).toEqual(single);
    }
    expect(Items[0]).toMatchObject({
      allowDuet: '0',
      allowDownload: '0',
      hashtags: ['sun', 'été'],
    });
    expect(Items[1]).toMatchObject({ liked: true, likes: 1, firstName: 'Zoë', lastName: "O'Neil" });
    expect(Items[1]?.profilePicture).toBe('/api/upload/media/avatar.jpg');
    expect(LastEvaluatedKey).toEqual({
      id: oldest?.id,
      userId: owner.id,
      createdAt: oldest?.createdAt,
    });
  });

  it('answers 400 when a paging key comes without its createdAt', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/video/videos?pageSize=19&id=${UNKNOWN_ID}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/createdAt/);
  });
});

describe('GET /videos first page, reused for a second', () => {
  const firstPage = async (user: TestUser, pageSize = 19) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/video/videos?pageSize=${pageSize}`,
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { Items: Video[]; LastEvaluatedKey?: unknown };
  };
  const like = (user: TestUser, video: Video, value: 0 | 1) =>
    t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: user.token,
      payload: { videoUserId: video.userId, videoId: video.id, like: value },
    });

  it('shows a like at once: liked for the one who liked, the new count for everyone', async () => {
    const video = await shareVideo(t, maya, { caption: 'like me while cached' });
    expect((await firstPage(leo)).Items[0]).toMatchObject({ id: video.id, likes: 0 });
    expect((await like(leo, video, 1)).statusCode).toBe(201);
    expect((await firstPage(leo)).Items[0]).toMatchObject({ id: video.id, likes: 1, liked: true });
    expect((await firstPage(maya)).Items[0]).toMatchObject({
      id: video.id,
      likes: 1,
      liked: false,
    });
    await like(leo, video, 0);
    expect((await firstPage(leo)).Items[0]).toMatchObject({ likes: 0, liked: false });
  });

  it('shows a new upload at once, and drops a deleted video at once', async () => {
    await firstPage(maya);
    const video = await shareVideo(t, leo, { caption: 'fresh upload' });
    expect((await firstPage(maya)).Items[0]?.id).toBe(video.id);
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${video.id}`,
      token: leo.token,
    });
    expect(del.statusCode).toBe(200);
    expect((await firstPage(maya)).Items.map((v) => v.id)).not.toContain(video.id);
  });

  it('notices videos added or removed by another process within the page', async () => {
    const before = await firstPage(maya);
    // Written straight to the database, as another server process would: no invalidation.
    const [added] = await insertVideos(t, leo.id, 1, { start: new Date(Date.now() + 60_000) });
    expect((await firstPage(maya)).Items[0]?.id).toBe(added);
    await t.db
      .deleteFrom('videos')
      .where('id', '=', added ?? '')
      .execute();
    expect((await firstPage(maya)).Items.map((v) => v.id)).toEqual(before.Items.map((v) => v.id));
  });

  it('keeps counters fresh that other routes move (comments, downloads)', async () => {
    const video = await shareVideo(t, maya, { caption: 'count me while cached' });
    expect((await firstPage(leo)).Items[0]).toMatchObject({ id: video.id, comments: 0 });
    await t.db
      .updateTable('videos')
      .set({ comments: 3, downloads: 2 })
      .where('id', '=', video.id)
      .execute();
    expect((await firstPage(leo)).Items[0]).toMatchObject({ comments: 3, downloads: 2 });
  });

  it('shows an owner’s new name or photo at once (this process drops the reused page)', async () => {
    const owner = await createUser(t, {
      userName: 'renamed_owner',
      firstName: 'Old',
      lastName: 'Name',
    });
    const video = await shareVideo(t, owner, { caption: 'whose name changes' });
    expect((await firstPage(maya)).Items[0]).toMatchObject({
      id: video.id,
      userName: 'renamed_owner',
    });
    const renamed = await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: owner.token,
      payload: { userName: 'new_owner_name', firstName: 'New', lastName: 'Person' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await firstPage(maya)).Items[0]).toMatchObject({
      id: video.id,
      userName: 'new_owner_name',
      firstName: 'New',
      lastName: 'Person',
      profilePicture: null,
    });
    const png = readFileSync(path.join(import.meta.dirname, '../../../../test/fixtures/thumb.png'));
    const boundary = 'feedphoto';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const photo = await t.inject({
      method: 'PUT',
      url: '/api/account/me/photo',
      token: owner.token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(photo.statusCode).toBe(200);
    const picture = photo.json().data.profilePicture as string;
    expect((await firstPage(maya)).Items[0]?.profilePicture).toBe(picture);
    const removed = await t.inject({
      method: 'DELETE',
      url: '/api/account/me/photo',
      token: owner.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await firstPage(maya)).Items[0]?.profilePicture).toBeNull();
  });

  it('pages on from a reused first page without gaps', async () => {
    const one = await firstPage(maya, 2);
    const again = await firstPage(maya, 2);
    expect(again).toEqual(one);
    const key = one.LastEvaluatedKey as Record<string, string>;
    const next = await t.inject({
      method: 'GET',
      url: `/api/video/videos?${new URLSearchParams({ pageSize: '2', ...key })}`,
      token: maya.token,
    });
    const all = await firstPage(maya, 4);
    expect([...one.Items, ...next.json().data.Items].map((v: Video) => v.id)).toEqual(
      all.Items.map((v) => v.id),
    );
  });
});

describe('GET /user/videos/{userId}', () => {
  it('lists a user’s videos or duets, newest first', async () => {
    const sam = await createUser(t, { userName: 'sam_videos' });
    const first = await shareVideo(t, sam, { caption: 'first' });
    const second = await shareVideo(t, sam, { caption: 'second' });
    const duet = await shareVideo(t, sam, { caption: 'duet', isDuet: '1' });
    const videos = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${sam.id}?isDuet=0`,
      token: maya.token,
    });
    expect((videos.json().data.Items as Video[]).map((v) => v.id)).toEqual([second.id, first.id]);
    const duets = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${sam.id}?isDuet=1`,
      token: maya.token,
    });
    expect((duets.json().data.Items as Video[]).map((v) => v.id)).toEqual([duet.id]);
  });

  it('answers 404 for an unknown user, 400 for a bad isDuet, 401 without a token', async () => {
    const missing = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${UNKNOWN_ID}`,
      token: maya.token,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${maya.id}?isDuet=2`,
      token: maya.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/isDuet/);
    expect(
      (await t.inject({ method: 'GET', url: `/api/video/user/videos/${maya.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /updateVideo', () => {
  let video: Video;
  beforeAll(async () => {
    video = await shareVideo(t, maya, { caption: 'likes here' });
  });
  const update = (user: TestUser, fields: Record<string, unknown>, v: Video = video) =>
    t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: user.token,
      payload: { videoUserId: v.userId, videoId: v.id, ...fields },
    });

  it('likes once per user and unlikes, answering 201 with the counts', async () => {
    const liked = await update(leo, { like: 1 });
    expect(liked.statusCode).toBe(201);
    expect(liked.json().data).toEqual({ likes: 1, downloads: 0, shares: 0, liked: true });
    expect((await update(leo, { like: 1 })).json().data.likes).toBe(1);
    expect((await getVideo(video.id, leo)).liked).toBe(true);
    expect((await getVideo(video.id, maya)).liked).toBe(false);
    const unliked = await update(leo, { like: 0 });
    expect(unliked.json().data).toEqual({ likes: 0, downloads: 0, shares: 0, liked: false });
    expect((await update(leo, { like: 0 })).json().data.likes).toBe(0);
  });

  it('tells the owner about a like, once', async () => {
    const fresh = await shareVideo(t, maya, { caption: 'notify me' });
    await update(leo, { like: 1 }, fresh);
    await update(leo, { like: 0 }, fresh);
    await update(leo, { like: 1 }, fresh);
    const rows = await t.db
      .selectFrom('notifications')
      .select(['type', 'actor_id'])
      .where('user_id', '=', maya.id)
      .where('video_id', '=', fresh.id)
      // Besides the like, only the upload's own videoReady note may be about this video.
      .where('type', '<>', 'videoReady')
      .execute();
    expect(rows).toEqual([{ type: 'like', actor_id: leo.id }]);
  });

  it('counts downloads and shares', async () => {
    expect((await update(leo, { downloads: 1 })).json().data.downloads).toBe(1);
    expect((await update(leo, { share: 1 })).json().data.shares).toBe(1);
    const now = await getVideo(video.id, leo);
    expect([now.downloads, now.shares]).toEqual([1, 1]);
  });

  it('keeps like counts exact when 50 people like and unlike at once', async () => {
    const target = await shareVideo(t, maya, { caption: 'popular' });
    const fans = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createUser(t, { userName: `fan_${i}_${Date.now() % 100000}` }),
      ),
    );
    const likes = await Promise.all(fans.map((fan) => update(fan, { like: 1 }, target)));
    expect(likes.every((r) => r.statusCode === 201)).toBe(true);
    expect((await getVideo(target.id, maya)).likes).toBe(50);
    await Promise.all(fans.map((fan) => update(fan, { like: 1 }, target)));
    expect((await getVideo(target.id, maya)).likes).toBe(50);
    await Promise.all(fans.map((fan) => update(fan, { like: 0 }, target)));
    expect((await getVideo(target.id, maya)).likes).toBe(0);
  });

  it('refuses downloads when the owner turned them off (403)', async () => {
    const locked = await shareVideo(t, maya, { allowDownload: '0' });
    const res = await update(leo, { downloads: 1 }, locked);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'downloads_off',
      message: 'Downloads are turned off for this video.',
    });
  });

  it('answers 400 for two actions at once or a wrong owner, 404 for an unknown video, 401 without a token', async () => {
    const both = await update(leo, { like: 1, share: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      code: 'video_action_missing',
      message: 'Send one of like, downloads or share.',
    });
    const wrongOwner = await update(leo, { like: 1, videoUserId: leo.id });
    expect(wrongOwner.statusCode).toBe(400);
    expect(wrongOwner.json().message).toBe("videoUserId is not this video's owner.");
    const missing = await update(leo, { like: 1, videoId: UNKNOWN_ID });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /videos/{videoId}', () => {
  it('lets only the owner delete a video, and removes its file', async () => {
    const totalVideos = async () =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/account/user/profile/${maya.id}`,
          token: leo.token,
        })
      ).json().data.totalVideos as number;
    const video = await shareVideo(t, maya, { caption: 'short-lived #gone' });
    const before = await totalVideos();
    const other = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${video.id}`,
      token: leo.token,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'delete_not_yours',
      message: 'You can only delete your own videos.',
    });
    const own = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${video.id}`,
      token: maya.token,
    });
    expect(own.statusCode).toBe(200);
    expect(await totalVideos()).toBe(before - 1);
    expect((await t.inject({ method: 'GET', url: video.iosUrl })).statusCode).toBe(404);
    const again = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${video.id}`,
      token: maya.token,
    });
    expect(again.statusCode).toBe(404);
    const tag = await t.db
      .selectFrom('hashtags')
      .select('video_count')
      .where('name', '=', 'gone')
      .executeTakeFirst();
    expect(tag?.video_count).toBe(0);
  });

  it("takes the video's like and comment notifications with it", async () => {
    const video = await shareVideo(t, maya, { caption: 'talked about' });
    const liked = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: leo.token,
      payload: { videoUserId: maya.id, videoId: video.id, like: 1 },
    });
    expect(liked.statusCode).toBe(201);
    const commented = await t.inject({
      method: 'POST',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: video.id, videoUserId: maya.id, comment: 'nice' },
    });
    expect(commented.statusCode).toBe(201);
    const about = async () => {
      const res = await t.inject({
        method: 'GET',
        url: '/api/account/notification',
        token: maya.token,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.Items as Array<{ videoId: string | null; type: string }>)
        .filter((n) => n.videoId === video.id)
        .map((n) => n.type)
        .sort();
    };
    // The ready notice is written just after the video turns ready: wait for it, not for the state.
    await vi.waitFor(async () => expect(await about()).toEqual(['comment', 'like', 'videoReady']), {
      timeout: 20_000,
      interval: 100,
    });
    const own = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${video.id}`,
      token: maya.token,
    });
    expect(own.statusCode).toBe(200);
    expect(await about()).toEqual([]);
  });

  it('keeps no notification a like or comment writes just after the delete committed', async () => {
    // The race's last step: the like passed its checks and committed, the owner's delete
    // committed, then the like's notification is written (as the handler does after its
    // commit). It must not outlive the video, and the liker still gets their answer.
    const video = await shareVideo(t, maya, { caption: 'raced' });
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${video.id}`,
      token: maya.token,
    });
    expect(deleted.statusCode).toBe(200);
    for (const type of ['like', 'comment'] as const) {
      await expect(
        notifyOwner(t.db, t.app.log, { userId: maya.id, actorId: leo.id, type, videoId: video.id }),
      ).resolves.toBeUndefined();
    }
    const left = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('video_id', '=', video.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/video/videos/nope', token: maya.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/video/videos/${UNKNOWN_ID}` })).statusCode,
    ).toBe(401);
  });
});
