import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  openEventStream,
  type TestApp,
} from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../platform/db/connect';
import { createSession } from '../../../rules/auth/sessions.repository';
import { createNotification } from '../../../rules/notifications/notifications.service';

const A = '/api/account';

/** `who` follows (or asks to follow) `userId`, through the app `t`. */
const follow = (t: TestApp, who: { token: string }, userId: string) =>
  t.inject({ method: 'POST', url: `${A}/follow`, token: who.token, payload: { userId } });
/** `who` unfollows `userId` (or withdraws the request). */
const unfollow = (t: TestApp, who: { token: string }, userId: string) =>
  t.inject({ method: 'DELETE', url: `${A}/unfollow`, token: who.token, payload: { userId } });

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { sseKeepAliveMs: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what happened to the caller, newest first, with the actor', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t, { firstName: 'Leo', lastName: 'Park' });
    await follow(t, leo, maya.id);
    // A notification names a video that exists (its key references videos).
    const { id: videoId } = await t.db
      .insertInto('videos')
      .values({
        user_id: maya.id,
        video_file: `${crypto.randomUUID().replace(/-/g, '')}.mp4`,
        video_url: 'v',
        thumb_url: '/api/upload/media/none.jpg',
        thumb_url_compress: '/api/upload/media/none.jpg',
        caption: '',
        hashtags: [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createNotification(t.db, { userId: maya.id, actorId: leo.id, type: 'like', videoId });

    const res = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.Items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      type: 'like',
      text: `${leo.userName} liked your video.`,
      videoId,
      commentId: null,
      read: false,
    });
    expect(items[1]).toMatchObject({
      type: 'follow',
      text: `${leo.userName} started following you.`,
      actor: { id: leo.id, firstName: 'Leo', lastName: 'Park', isFollowing: false },
    });
    const leos = await t.inject({ method: 'GET', url: `${A}/notification`, token: leo.token });
    expect(leos.json().data.Items).toEqual([]);
  });

  it("says each text in the reader's language: the account's, else the request's, else English", async () => {
    const ines = await createUser(t);
    const noor = await createUser(t);
    const sam = await createUser(t);
    const leo = await createUser(t);
    for (const [who, language] of [
      [ines, 'es'],
      [noor, 'ar'],
    ] as const) {
      const set = await t.inject({
        method: 'PATCH',
        url: `${A}/me`,
        token: who.token,
        payload: { language },
      });
      expect(set.statusCode).toBe(200);
    }
    for (const who of [ines, noor, sam]) await follow(t, leo, who.id);
    const textOf = async (who: { token: string }, acceptLanguage?: string) => {
      const res = await t.inject({
        method: 'GET',
        url: `${A}/notification`,
        token: who.token,
        ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.Items[0].text as string;
    };
    // The account's language wins over the browser's.
    expect(await textOf(ines, 'en-GB,en')).toBe(`${leo.userName} empezó a seguirte.`);
    expect(await textOf(noor)).toBe(`بدأ ${leo.userName} بمتابعتك.`);
    // No language on the account: the request's, else English.
    expect(await textOf(sam, 'es-MX,es;q=0.9')).toBe(`${leo.userName} empezó a seguirte.`);
    expect(await textOf(sam)).toBe(`${leo.userName} started following you.`);
  });

  it('makes no notification for your own actions or from people you blocked', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    expect(
      await createNotification(t.db, { userId: maya.id, actorId: maya.id, type: 'like' }),
    ).toBeNull();
    await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(
      await createNotification(t.db, { userId: maya.id, actorId: leo.id, type: 'comment' }),
    ).toBeNull();
    const res = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    expect(res.json().data.Items).toEqual([]);
  });

  it('does not notify again when a follow is repeated', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    for (let i = 0; i < 2; i += 1) {
      await follow(t, leo, maya.id);
    }
    const res = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    expect(res.json().data.Items).toHaveLength(1);
  });

  it('tells of a follow once, however often it is undone and made again', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const stream = await openEventStream(t, `${A}/notification/stream`, maya.token);
    try {
      for (let i = 0; i < 3; i += 1) {
        const followed = await follow(t, leo, maya.id);
        expect(followed.json().data.isFollowing).toBe(true);
        const unfollowed = await unfollow(t, leo, maya.id);
        expect(unfollowed.statusCode).toBe(200);
      }
      // Something else afterwards: the stream's next event is that, not a repeated follow.
      const zoe = await createUser(t);
      await follow(t, zoe, maya.id);
      expect(JSON.parse((await stream.next()).data).actor.id).toBe(leo.id);
      expect(JSON.parse((await stream.next()).data).actor.id).toBe(zoe.id);
    } finally {
      stream.close();
    }
    const res = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    const items = res.json().data.Items as Array<{ type: string; actor: { id: string } }>;
    expect(items.map((n) => [n.type, n.actor.id])).toEqual([
      ['follow', expect.any(String)],
      ['follow', leo.id],
    ]);
  });

  it('tells a private account of a follow request once, however often it is withdrawn', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await t.db.updateTable('users').set({ is_private: true }).where('id', '=', maya.id).execute();
    for (let i = 0; i < 2; i += 1) {
      const ask = await follow(t, leo, maya.id);
      expect(ask.json().data.requested).toBe(true);
      const withdraw = await unfollow(t, leo, maya.id);
      expect(withdraw.json().message).toBe('Follow request cancelled.');
    }
    const res = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    expect(res.json().data.Items.map((n: { type: string }) => n.type)).toEqual(['followRequest']);
  });

  it('opens the stream with the unread count the list would show, which reading the list clears', async () => {
    const maya = await createUser(t);
    const fans = [await createUser(t), await createUser(t), await createUser(t)];
    for (const fan of fans) {
      await follow(t, fan, maya.id);
    }
    // Someone Maya blocks is not counted, as the list does not show them.
    await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: maya.token,
      payload: { userId: fans[2]?.id },
    });
    const first = await openEventStream(t, `${A}/notification/stream`, maya.token);
    try {
      expect(await first.unreadCount()).toBe(2);
    } finally {
      first.close();
    }
    const list = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    const [newest] = list.json().data.Items as Array<{ id: string }>;
    const read = await t.inject({
      method: 'POST',
      url: `${A}/notification/read`,
      token: maya.token,
      payload: { id: newest?.id },
    });
    expect(read.statusCode).toBe(200);
    const again = await openEventStream(t, `${A}/notification/stream`, maya.token);
    try {
      expect(await again.unreadCount()).toBe(0);
      expect(again.unread).toHaveLength(1);
    } finally {
      again.close();
    }
  });

  it('sends every open stream of the person the new count when they mark read elsewhere', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const other = await createSession(t.db, maya.id);
    await follow(t, leo, maya.id);
    const laptop = await openEventStream(t, `${A}/notification/stream`, maya.token);
    const phone = await openEventStream(t, `${A}/notification/stream`, other.token);
    try {
      expect([await laptop.unreadCount(), await phone.unreadCount()]).toEqual([1, 1]);
      const list = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
      const read = await t.inject({
        method: 'POST',
        url: `${A}/notification/read`,
        token: maya.token,
        payload: { id: list.json().data.Items[0]?.id },
      });
      expect(read.json().data.marked).toBe(1);
      for (const stream of [laptop, phone]) {
        await expect.poll(() => stream.unread).toEqual([1, 0]);
      }
      // Marking again changes nothing and sends nothing.
      await t.inject({
        method: 'POST',
        url: `${A}/notification/read`,
        token: maya.token,
        payload: { id: list.json().data.Items[0]?.id },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(phone.unread).toEqual([1, 0]);
    } finally {
      laptop.close();
      phone.close();
    }
  });

  it('pushes each new notification to the open stream, with keep-alive comments', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const stream = await openEventStream(t, `${A}/notification/stream`, maya.token);
    try {
      expect(stream.status).toBe(200);
      await stream.comment('keep-alive', 2000);

      await follow(t, leo, maya.id);
      const event = await stream.next();
      expect(event.event).toBe('notification');
      const item = JSON.parse(event.data);
      expect(item).toMatchObject({ type: 'follow', actor: { id: leo.id } });

      // The same shape as the list (checked against the contract there).
      const list = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
      expect(list.json().data.Items[0]).toEqual(item);
    } finally {
      stream.close();
    }
  });

  it("does not push other people's notifications", async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const zoe = await createUser(t);
    const stream = await openEventStream(t, `${A}/notification/stream`, maya.token);
    try {
      await follow(t, leo, zoe.id);
      await follow(t, leo, maya.id);
      const event = await stream.next();
      expect(JSON.parse(event.data).actor.id).toBe(leo.id);
      await expect(stream.next(300)).rejects.toThrow(/no event/);
    } finally {
      stream.close();
    }
  });

  it('ends open streams when the server shuts down, so shutdown does not hang', async () => {
    const other = await buildTestApp();
    try {
      const maya = await createUser(other);
      const stream = await openEventStream(other, `${A}/notification/stream`, maya.token);
      expect(stream.status).toBe(200);
      const started = Date.now();
      await other.close();
      expect(Date.now() - started).toBeLessThan(5000);
      stream.close();
    } finally {
      await other.close();
    }
  });

  it('refuses the stream without a live token', async () => {
    const stream = await openEventStream(t, `${A}/notification/stream`);
    expect(stream.status).toBe(401);
    expect(stream.body).toEqual({
      code: 'authentication_required',
      message: 'Authentication required.',
    });
    const made = await openEventStream(t, `${A}/notification/stream`, 'made-up');
    expect(made.status).toBe(401);
  });

  it('registers a push token (again) for the caller', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const first = await t.inject({
      method: 'POST',
      url: `${A}/push-token`,
      token: maya.token,
      payload: { token: 'fcm-token-abc', platform: 'web' },
    });
    expect(first.statusCode).toBe(201);
    const moved = await t.inject({
      method: 'POST',
      url: `${A}/push-token`,
      token: leo.token,
      payload: { token: 'fcm-token-abc' },
    });
    expect(moved.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('push_tokens')
      .selectAll()
      .where('token', '=', 'fcm-token-abc')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(leo.id);
  });

  it('refuses a bad push token with 400', async () => {
    const maya = await createUser(t);
    for (const payload of [{}, { token: '' }, { token: 'x', platform: 'ios' }]) {
      const res = await t.inject({
        method: 'POST',
        url: `${A}/push-token`,
        token: maya.token,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('requires a live token on the list and push-token routes', async () => {
    await expectAuthRequired(t, { method: 'GET', url: `${A}/notification` });
    await expectAuthRequired(t, {
      method: 'POST',
      url: `${A}/push-token`,
      payload: { token: 'x' },
    });
  });
});

// Only PostgreSQL can be shared by several server processes (PGlite allows one process per
// DATA_DIR), so this runs in the suite's PostgreSQL pass (DATABASE_URL set).
describe.runIf(Boolean(process.env.DATABASE_URL))('notifications across server processes', () => {
  it('reaches a stream held by another server on the same PostgreSQL database', async () => {
    const a = await buildTestApp();
    const databaseUrl = a.config.databaseUrl ?? '';
    const second = await buildApp(a.config, {
      database: await openDatabase({ databaseUrl }),
      webDistDir: null,
      logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
    });
    try {
      const maya = await createUser(a);
      const leo = await createUser(a);
      const stream = await openEventStream(
        { ...a, app: second },
        `${A}/notification/stream`,
        maya.token,
      );
      try {
        const res = await a.inject({
          method: 'POST',
          url: `${A}/follow`,
          token: leo.token,
          payload: { userId: maya.id },
        });
        expect(res.statusCode).toBe(201);
        const event = await stream.next();
        expect(JSON.parse(event.data)).toMatchObject({ type: 'follow', actor: { id: leo.id } });
        await expect(stream.next(300)).rejects.toThrow(/no event/);
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      await a.close();
    }
  });
});
