import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shareVideo } from '../../../test/content/videos';
import { type FcmStandIn, startFcmStandIn } from '../../../test/fcmStandIn';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { PUSH_QUEUE } from '../../platform/jobs/queue';
import { deliverPushJobs } from './push.delivery';
import { createFcmSender } from './push.sender';

const A = '/api/account';

async function registerDevice(t: TestApp, user: TestUser, token: string) {
  const res = await t.inject({
    method: 'POST',
    url: `${A}/push-token`,
    token: user.token,
    payload: { token },
  });
  expect(res.statusCode).toBe(201);
}

async function follow(t: TestApp, who: TestUser, whom: TestUser) {
  const res = await t.inject({
    method: 'POST',
    url: `${A}/follow`,
    token: who.token,
    payload: { userId: whom.id },
  });
  expect(res.statusCode).toBeLessThan(300);
}

/** Messages the stand-in received for `token`. */
const to = (fcm: FcmStandIn, token: string) => fcm.messages.filter((m) => m.token === token);

describe('push delivery with Firebase configured', () => {
  let fcm: FcmStandIn;
  let t: TestApp;

  beforeAll(async () => {
    fcm = await startFcmStandIn();
    t = await buildTestApp({
      env: { FIREBASE_SERVICE_ACCOUNT: fcm.serviceAccount },
      pushHttpAgent: fcm.agent,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fcm?.close();
  });

  it('sends a follow, a like, a comment and processing done to every device of the user', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await registerDevice(t, maya, 'maya-phone');
    await registerDevice(t, maya, 'maya-laptop');

    const video = await shareVideo(t, maya);
    expect(video.state).toBe('ready');
    await vi.waitFor(() => expect(to(fcm, 'maya-laptop')).toHaveLength(1), { timeout: 15_000 });

    await follow(t, leo, maya);
    await vi.waitFor(() => expect(to(fcm, 'maya-laptop')).toHaveLength(2), { timeout: 15_000 });
    const like = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: leo.token,
      payload: { videoId: video.id, videoUserId: maya.id, like: 1 },
    });
    expect(like.statusCode).toBe(201);
    await vi.waitFor(() => expect(to(fcm, 'maya-laptop')).toHaveLength(3), { timeout: 15_000 });
    const comment = await t.inject({
      method: 'POST',
      url: '/api/video/comment',
      token: leo.token,
      payload: { videoId: video.id, videoUserId: maya.id, comment: 'Nice!' },
    });
    expect(comment.statusCode).toBe(201);
    await vi.waitFor(() => expect(to(fcm, 'maya-laptop')).toHaveLength(4), { timeout: 15_000 });

    for (const device of ['maya-phone', 'maya-laptop']) {
      expect(to(fcm, device).map((m) => m.notification?.body)).toEqual([
        'Your video is ready.',
        `${leo.userName} started following you.`,
        `${leo.userName} liked your video.`,
        `${leo.userName} commented on your video.`,
      ]);
      expect(to(fcm, device).map((m) => m.data?.type)).toEqual([
        'videoReady',
        'follow',
        'like',
        'comment',
      ]);
      for (const m of to(fcm, device)) {
        expect(m.notification?.title).toBe('Flick');
        expect(m.data?.url).toBe('/notification');
      }
    }
    // Leo has no device: nothing went to anyone else; one access token served every send.
    expect(fcm.messages.every((m) => m.token.startsWith('maya-'))).toBe(true);
    expect(fcm.tokenGrants).toBe(1);
    expect(fcm.rejected).toEqual([]);
  });

  it("sends a caption's mention to the mentioned person's device", async () => {
    // docs/product.md#caption-hashtags-and-mentions
    const author = await createUser(t);
    const named = await createUser(t);
    await registerDevice(t, named, 'named-phone');
    await shareVideo(t, author, { caption: `Look @${named.userName}` });
    await vi.waitFor(() => expect(to(fcm, 'named-phone')).toHaveLength(1), { timeout: 15_000 });
    expect(to(fcm, 'named-phone')[0]?.notification?.body).toBe(
      `${author.userName} mentioned you in a video.`,
    );
    expect(to(fcm, 'named-phone')[0]?.data?.type).toBe('mention');
  });

  it('forgets devices FCM reports unregistered or invalid and keeps the others', async () => {
    const ana = await createUser(t);
    const ben = await createUser(t);
    for (const token of ['ana-gone', 'ana-garbled', 'ana-ok']) await registerDevice(t, ana, token);
    fcm.unregistered.add('ana-gone');
    fcm.malformed.add('ana-garbled');

    await follow(t, ben, ana);
    await vi.waitFor(() => expect(to(fcm, 'ana-ok')).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () => {
      const left = await t.db
        .selectFrom('push_tokens')
        .select('token')
        .where('user_id', '=', ana.id)
        .execute();
      expect(left.map((r) => r.token)).toEqual(['ana-ok']);
    });
    expect(to(fcm, 'ana-gone').map((m) => m.answer)).toEqual([404]);
    expect(to(fcm, 'ana-garbled').map((m) => m.answer)).toEqual([400]);
  });

  it('answers the action before the push service has answered', async () => {
    const cara = await createUser(t);
    const dan = await createUser(t);
    await registerDevice(t, cara, 'cara-phone');
    const before = fcm.messages.length;
    fcm.hold = true;
    try {
      await follow(t, dan, cara);
      const list = await t.inject({ method: 'GET', url: `${A}/notification`, token: cara.token });
      expect(list.json().data.Items.map((n: { type: string }) => n.type)).toEqual(['follow']);
      // The send is in flight (held by the push service) while the follow is already done.
      await vi.waitFor(() => expect(fcm.held).toBe(1), { timeout: 15_000 });
      expect(fcm.messages.length).toBe(before);
    } finally {
      fcm.release();
    }
    await vi.waitFor(() => expect(to(fcm, 'cara-phone')).toHaveLength(1), { timeout: 15_000 });
  });

  it("writes each push in its recipient's language: Spanish, Arabic, else English", async () => {
    // docs/product.md#languages
    const [sol, amal, tom, fan] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    for (const [user, language] of [
      [sol, 'es'],
      [amal, 'ar'],
      [tom, null],
    ] as const) {
      const res = await t.inject({
        method: 'PATCH',
        url: `${A}/me`,
        token: user.token,
        payload: { language },
      });
      expect(res.statusCode).toBe(200);
      await registerDevice(t, user, `${user.id}-phone`);
      await follow(t, fan, user);
    }
    const body = async (user: TestUser) => {
      await vi.waitFor(() => expect(to(fcm, `${user.id}-phone`)).toHaveLength(1), {
        timeout: 15_000,
      });
      return to(fcm, `${user.id}-phone`)[0]?.notification;
    };
    expect(await body(sol)).toEqual({
      title: 'Flick',
      body: `${fan.userName} empezó a seguirte.`,
    });
    expect(await body(amal)).toEqual({ title: 'Flick', body: `بدأ ${fan.userName} بمتابعتك.` });
    expect(await body(tom)).toEqual({
      title: 'Flick',
      body: `${fan.userName} started following you.`,
    });
    // The list says the same words as the push, in the account's language.
    const list = await t.inject({ method: 'GET', url: `${A}/notification`, token: sol.token });
    expect(list.json().data.Items[0].text).toBe(`${fan.userName} empezó a seguirte.`);
  });

  it('makes one message per user of a burst, naming how many', async () => {
    const eve = await createUser(t);
    const fans = [await createUser(t), await createUser(t), await createUser(t)];
    await registerDevice(t, eve, 'eve-phone');
    // Follow with the push queue bypassed, then deliver the three jobs as one batch.
    const ids: string[] = [];
    for (const fan of fans) {
      const row = await t.db
        .insertInto('notifications')
        .values({ user_id: eve.id, actor_id: fan.id, type: 'follow' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const sender = createFcmSender(fcm.serviceAccount, { httpAgent: fcm.agent });
    try {
      await deliverPushJobs(
        { db: t.db, log: t.app.log, sender },
        ids.map((notificationId) => ({ userId: eve.id, notificationId })),
      );
    } finally {
      await sender.close();
    }
    const got = to(fcm, 'eve-phone');
    expect(got).toHaveLength(1);
    expect(got[0]?.notification?.title).toBe('3 new notifications');
    expect(got[0]?.data?.count).toBe('3');
  });
});

describe('push delivery without Firebase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('queues and sends nothing, and notifications work as before', async () => {
    expect(t.app.push).toBeNull();
    const maya = await createUser(t);
    const leo = await createUser(t);
    await registerDevice(t, maya, 'maya-phone');
    await follow(t, leo, maya);
    const list = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    expect(list.json().data.Items).toHaveLength(1);
    const { rows } = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM pgboss.job WHERE name = ${PUSH_QUEUE}`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
