import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import {
  PUBLIC_SHOWCASE_SIZE,
  PUBLIC_VIDEO_NOT_FOUND,
} from '../../../rules/visibility/publicVideos';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let blocked: TestUser;
let shown: string;

const read = (videoId: string, token?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/video/public/videos/${videoId}`,
    ...(token ? { token } : {}),
  });

async function expectNotFound(videoId: string, token?: string) {
  const res = await read(videoId, token);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 'video_not_found', message: PUBLIC_VIDEO_NOT_FOUND });
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { userName: 'public_owner', firstName: 'Pia', lastName: 'Public' });
  stranger = await createUser(t);
  blocked = await createUser(t);
  shown = await insertVideoRow(t.db, owner.id, { caption: 'Harbour lights #night @nobody' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/video/public/videos/{videoId} (the watch page)', () => {
  it('answers a public video to a caller without a token: caption, author, counts and public files', async () => {
    await t.db
      .updateTable('videos')
      .set({ likes: 7, comments: 2, shares: 1 })
      .where('id', '=', shown)
      .execute();
    const res = await read(shown);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: shown,
      userId: owner.id,
      caption: 'Harbour lights #night @nobody',
      userName: 'public_owner',
      firstName: 'Pia',
      lastName: 'Public',
      likes: 7,
      comments: 2,
      shares: 1,
      liked: false,
      state: 'ready',
    });
    // The plain public address (no viewer signature: ADR 0090).
    expect(data.iosUrl).toMatch(/^\/api\/upload\/media\/[0-9a-f]{32}\.mp4$/);
  });

  it('answers 404 alike for a hidden, held, processing, private-account, deleted or unknown video', async () => {
    const hidden = await insertVideoRow(t.db, owner.id, { caption: 'hidden', hidden: true });
    const processing = await insertVideoRow(t.db, owner.id, { caption: 'p', state: 'processing' });
    const held = await insertVideoRow(t.db, owner.id, { caption: 'scheduled' });
    await t.db.updateTable('videos').set({ state: 'held' }).where('id', '=', held).execute();
    const privateOwner = await createUser(t);
    const privateVideo = await insertVideoRow(t.db, privateOwner.id, { caption: 'friends only' });
    await t.db
      .updateTable('users')
      .set({ is_private: true })
      .where('id', '=', privateOwner.id)
      .execute();
    const deleted = await insertVideoRow(t.db, owner.id, { caption: 'gone soon' });
    expect((await read(deleted)).statusCode).toBe(200);
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${deleted}`,
      token: owner.token,
    });
    expect(del.statusCode).toBe(200);

    for (const id of [hidden, processing, held, privateVideo, deleted, UNKNOWN_ID]) {
      await expectNotFound(id);
    }
    // Even the private account's follower-to-be reads nothing here: the app is where they ask.
    await expectNotFound(privateVideo, stranger.token);
  });

  it('hides a video from a signed-in caller its owner blocked, and from one who blocked the owner', async () => {
    const block = await t.inject({
      method: 'POST',
      url: '/api/account/block',
      token: owner.token,
      payload: { userId: blocked.id },
    });
    expect(block.statusCode).toBeLessThan(300);
    await expectNotFound(shown, blocked.token);
    const blocker = await createUser(t);
    const theirs = await t.inject({
      method: 'POST',
      url: '/api/account/block',
      token: blocker.token,
      payload: { userId: owner.id },
    });
    expect(theirs.statusCode).toBeLessThan(300);
    await expectNotFound(shown, blocker.token);
    // Anyone else, signed in or not, still sees it.
    expect((await read(shown, stranger.token)).statusCode).toBe(200);
    expect((await read(shown)).statusCode).toBe(200);
  });

  it('refuses an id that is not one with 400', async () => {
    const res = await read('not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/videoId/);
  });

  it('is counted per client address: 429 past the limit', async () => {
    const limited = await buildTestApp({
      config: { rateLimits: { perIp: 2, loginPerAddress: 10, windowMs: 60_000 } },
    });
    try {
      const url = `/api/video/public/videos/${UNKNOWN_ID}`;
      expect((await limited.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await limited.inject({ method: 'GET', url })).statusCode).toBe(404);
      const over = await limited.inject({ method: 'GET', url });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/video/public/videos (the landing page)', () => {
  it('answers the newest public videos only, at most three, without a token', async () => {
    const landing = await buildTestApp();
    try {
      const author = await createUser(landing);
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const ids: string[] = [];
      for (let i = 0; i < PUBLIC_SHOWCASE_SIZE + 1; i += 1) {
        ids.push(
          await insertVideoRow(landing.db, author.id, { caption: `clip ${i}`, at: at(10 - i) }),
        );
      }
      await insertVideoRow(landing.db, author.id, { caption: 'hidden', hidden: true, at: at(0) });
      const res = await landing.inject({ method: 'GET', url: '/api/video/public/videos' });
      expect(res.statusCode).toBe(200);
      const items = res.json().data.Items as { id: string }[];
      expect(items.map((v) => v.id)).toEqual([ids[3], ids[2], ids[1]]);
    } finally {
      await landing.close();
    }
  });
});
