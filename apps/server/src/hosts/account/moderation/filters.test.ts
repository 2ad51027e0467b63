import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideos } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import { keywordPattern } from '../../../rules/moderation/keywords.service';

const A = '/api/account';

let t: TestApp;
let maya: TestUser;
let leo: TestUser;
let sam: TestUser;
let leoVideo: string;
let mayaVideo: string;

async function comment(user: TestUser, videoId: string, ownerId: string, text: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/video/comment',
    token: user.token,
    payload: { videoId, videoUserId: ownerId, comment: encodeURIComponent(text) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const get = (user: TestUser, url: string) => t.inject({ method: 'GET', url, token: user.token });

const feed = async (user: TestUser, pageSize = 50) =>
  ((await get(user, `/api/video/videos?pageSize=${pageSize}`)).json().data.Items as Video[]).map(
    (v) => v.id,
  );

const commentTexts = async (user: TestUser, videoId: string) =>
  (
    (await get(user, `/api/video/comment?videoId=${videoId}`)).json().data.Items as {
      comment: string;
    }[]
  ).map((c) => decodeURIComponent(c.comment));

beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t);
  leo = await createUser(t);
  sam = await createUser(t);
  [leoVideo = ''] = await insertVideos(t, leo.id, 1, {
    caption: () => 'Big SPOILER inside #finale',
    start: new Date(Date.now() - 1000),
  });
  [mayaVideo = ''] = await insertVideos(t, maya.id, 1, {
    caption: () => 'spoilers are fine here',
    start: new Date(),
  });
  await comment(leo, mayaVideo, maya.id, 'leo was here');
  await comment(sam, mayaVideo, maya.id, 'the Spoiler: he wins');
  await comment(sam, mayaVideo, maya.id, 'nice one');
});
afterAll(async () => {
  await t.close();
});

describe('mute', () => {
  beforeAll(async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${A}/mute`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(res.json()).toEqual({ message: 'User muted.' });
  });

  it("takes the muted person's videos out of the muter's feed, search and tags only", async () => {
    expect(await feed(maya)).not.toContain(leoVideo);
    expect(await feed(sam)).toContain(leoVideo);
    const search = await get(
      maya,
      '/api/discovery/discovery?search=spoiler&pageSize=19&pageNumber=1',
    );
    expect(search.json().data.videos.map((v: Video) => v.id)).not.toContain(leoVideo);
    const tag = await get(maya, '/api/discovery/hashtag/finale?pageSize=19&pageNumber=1');
    expect(JSON.stringify(tag.json())).not.toContain(leoVideo);
  });

  it('keeps the first page right for everyone while someone mutes (shared page)', async () => {
    // Many first pages at once: muter and others share the process's first-page cache.
    const pages = await Promise.all([maya, sam, maya, sam, leo].map((u) => feed(u, 5)));
    expect(pages[0]).not.toContain(leoVideo);
    expect(pages[1]).toContain(leoVideo);
    expect(pages[2]).not.toContain(leoVideo);
    expect(pages[3]).toContain(leoVideo);
    expect(pages[4]).toContain(leoVideo);
  });

  it("takes the muted person's comments out of the muter's lists", async () => {
    expect(await commentTexts(maya, mayaVideo)).not.toContain('leo was here');
    expect(await commentTexts(sam, mayaVideo)).toContain('leo was here');
  });

  it("takes the muted person's notifications away", async () => {
    const res = await get(maya, `${A}/notification`);
    const actors = res.json().data.Items.map((n: { actor: { id: string } }) => n.actor.id);
    expect(actors).not.toContain(leo.id);
    expect(actors).toContain(sam.id);
  });

  it("still shows the muted person's profile and videos there, marked muted", async () => {
    const profile = await get(maya, `${A}/user/profile/${leo.id}`);
    expect(profile.json().data.isMuted).toBe(true);
    const grid = await get(maya, `/api/video/user/videos/${leo.id}?isDuet=0`);
    expect(grid.json().data.Items.map((v: Video) => v.id)).toContain(leoVideo);
    // The muted person is not told.
    const theirs = await get(leo, `${A}/user/profile/${maya.id}`);
    expect(theirs.json().data.isMuted).toBe(false);
  });

  it('lists the muted, and refuses yourself and unknown people', async () => {
    const list = await get(maya, `${A}/muted`);
    expect(list.json().data.Items.map((u: { id: string }) => u.id)).toEqual([leo.id]);
    const self = await t.inject({
      method: 'POST',
      url: `${A}/mute`,
      token: maya.token,
      payload: { userId: maya.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'mute_self', message: 'You cannot mute yourself.' });
    const unknown = await t.inject({
      method: 'POST',
      url: `${A}/mute`,
      token: maya.token,
      payload: { userId: UNKNOWN_ID },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is reversible', async () => {
    const res = await t.inject({
      method: 'DELETE',
      url: `${A}/unmute`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(res.json()).toEqual({ message: 'User unmuted.' });
    expect(await feed(maya)).toContain(leoVideo);
    expect(await commentTexts(maya, mayaVideo)).toContain('leo was here');
  });
});

describe('block (the same list rule as mute)', () => {
  it("takes a blocked person's videos and comments out of the blocker's lists", async () => {
    const blocker = await createUser(t);
    const block = await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: blocker.token,
      payload: { userId: leo.id },
    });
    expect(block.statusCode).toBe(200);
    expect(await feed(blocker)).not.toContain(leoVideo);
    expect(await feed(blocker)).toContain(mayaVideo);
    expect(await commentTexts(blocker, mayaVideo)).not.toContain('leo was here');
    expect(await commentTexts(sam, mayaVideo)).toContain('leo was here');
  });
});

describe('keyword filter', () => {
  const put = (user: TestUser, keywords: unknown) =>
    t.inject({ method: 'PUT', url: `${A}/me/keywords`, token: user.token, payload: { keywords } });

  it('keeps keywords trimmed, once each (any case), in order', async () => {
    const res = await put(sam, ['  spoiler ', 'Spoiler', 'final   score']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.Items).toEqual(['spoiler', 'final score']);
    expect((await get(sam, `${A}/me/keywords`)).json().data.Items).toEqual([
      'spoiler',
      'final score',
    ]);
  });

  it('refuses empty, too long, letterless and too many keywords (400)', async () => {
    for (const [keywords, message, code] of [
      [[' '], 'A keyword cannot be empty.', 'keyword_empty'],
      [['x'.repeat(41)], 'Keywords can be at most 40 characters.', 'keyword_too_long'],
      [['!!!'], 'A keyword needs at least one letter or digit.', 'keyword_no_letters'],
      [
        Array.from({ length: 51 }, (_, i) => `w${i}`),
        'You can filter at most 50 keywords.',
        'too_many_keywords',
      ],
    ] as const) {
      const res = await put(leo, keywords);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code, message });
    }
  });

  it('filters captions and comments by whole word in any case, for the filterer only', async () => {
    // sam filters "spoiler": "Big SPOILER inside" goes, "spoilers are fine" stays (not the word).
    const samFeed = await feed(sam);
    expect(samFeed).not.toContain(leoVideo);
    expect(samFeed).toContain(mayaVideo);
    expect(await feed(maya)).toContain(leoVideo);
    // sam's own comment with the word stays for sam; someone else filtering it loses it.
    expect(await commentTexts(sam, mayaVideo)).toContain('the Spoiler: he wins');
    await put(leo, ['spoiler']);
    expect(await commentTexts(leo, mayaVideo)).not.toContain('the Spoiler: he wins');
    expect(await commentTexts(leo, mayaVideo)).toContain('nice one');
    await put(leo, []);
    expect(await commentTexts(leo, mayaVideo)).toContain('the Spoiler: he wins');
  });

  it('matches special characters literally', () => {
    expect(keywordPattern('c++')).toBe('\\mc\\+\\+');
    expect(keywordPattern('final score')).toBe('\\mfinal\\s+score\\M');
  });
});
