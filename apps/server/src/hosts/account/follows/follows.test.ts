import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  type TestApp,
  UNKNOWN_ID,
} from '../../../../test/helpers';

const A = '/api/account';

describe('follows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('follows with 201, then 200 without a second row, counting exactly', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const first = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: 'Followed successfully.',
      data: { isFollowing: true, totalFollowers: 1 },
    });
    const second = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ isFollowing: true, totalFollowers: 1 });
    const rows = await t.db
      .selectFrom('follows')
      .selectAll()
      .where('followee_id', '=', leo.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('counts concurrent follows of many people exactly', async () => {
    const star = await createUser(t);
    const fans = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const answers = await Promise.all(
      fans.flatMap((fan) => [
        t.inject({
          method: 'POST',
          url: `${A}/follow`,
          token: fan.token,
          payload: { userId: star.id },
        }),
        t.inject({
          method: 'POST',
          url: `${A}/follow`,
          token: fan.token,
          payload: { userId: star.id },
        }),
      ]),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(6);
    const profile = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${star.id}`,
      token: star.token,
    });
    expect(profile.json().data.totalFollowers).toBe(6);
  });

  it('keeps the follower count through a bulk insert, a deleted follower and an unfollow', async () => {
    const star = await createUser(t);
    const fan = await createUser(t);
    const { rows } = await sql<{ id: string }>`
      INSERT INTO users (user_name, email, first_name, last_name)
      SELECT 'bulk_fan_' || g, 'bulk_fan_' || g || '@example.com', 'Bulk', 'Fan'
      FROM generate_series(1, 50) g
      RETURNING id
    `.execute(t.db);
    // One statement, 50 follows (an import): the count moves by 50.
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT unnest(${rows.map((r) => r.id)}::uuid[]), ${star.id}::uuid
    `.execute(t.db);
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: fan.token,
      payload: { userId: star.id },
    });
    await t.db
      .deleteFrom('users')
      .where('id', '=', rows[0]?.id as string)
      .execute();
    const unfollowed = await t.inject({
      method: 'DELETE',
      url: `${A}/unfollow`,
      token: fan.token,
      payload: { userId: star.id },
    });
    expect(unfollowed.json().data.totalFollowers).toBe(49);
    const profile = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${star.id}`,
      token: star.token,
    });
    const counted = await t.db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('followee_id', '=', star.id)
      .executeTakeFirstOrThrow();
    expect(profile.json().data.totalFollowers).toBe(Number(counted.n));
    expect(Number(counted.n)).toBe(49);
  });

  it('unfollows idempotently', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await t.inject({
        method: 'DELETE',
        url: `${A}/unfollow`,
        token: maya.token,
        payload: { userId: leo.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Unfollowed successfully.',
        data: { isFollowing: false, totalFollowers: 0 },
      });
    }
  });

  it('refuses following yourself (400), unknown users (404) and bad ids (400)', async () => {
    const maya = await createUser(t);
    const self = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: maya.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'follow_self', message: 'You cannot follow yourself.' });
    const unknown = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: UNKNOWN_ID },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'user_not_found', message: 'User not found.' });
    const bad = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'invalid_input',
      message: 'body/userId must be a valid id',
    });
    const missing = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    const unSelf = await t.inject({
      method: 'DELETE',
      url: `${A}/unfollow`,
      token: maya.token,
      payload: { userId: maya.id },
    });
    expect(unSelf.statusCode).toBe(400);
    const unUnknown = await t.inject({
      method: 'DELETE',
      url: `${A}/unfollow`,
      token: maya.token,
      payload: { userId: UNKNOWN_ID },
    });
    expect(unUnknown.statusCode).toBe(404);
    const unBad = await t.inject({
      method: 'DELETE',
      url: `${A}/unfollow`,
      token: maya.token,
      payload: { userId: 7 },
    });
    expect(unBad.statusCode).toBe(400);
  });

  it('refuses following across a block with 403', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: leo.token,
      payload: { userId: maya.id },
    });
    const res = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'follow_refused', message: 'You cannot follow this user.' });
    const back = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: leo.token,
      payload: { userId: maya.id },
    });
    expect(back.statusCode).toBe(403);
  });

  it('lists own followers and followings as data.Items with userId and isFollowing', async () => {
    const maya = await createUser(t, { firstName: 'Maya', lastName: 'Okafor' });
    const leo = await createUser(t);
    const zoe = await createUser(t);
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: leo.token,
      payload: { userId: maya.id },
    });
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: zoe.token,
      payload: { userId: maya.id },
    });
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: zoe.id },
    });

    const followers = await t.inject({ method: 'GET', url: `${A}/followers`, token: maya.token });
    expect(followers.statusCode).toBe(200);
    const items = followers.json().data.Items as { userId: string; isFollowing: boolean }[];
    expect(items.map((i) => i.userId).sort()).toEqual([leo.id, zoe.id].sort());
    expect(items.find((i) => i.userId === zoe.id)?.isFollowing).toBe(true);
    expect(items.find((i) => i.userId === leo.id)?.isFollowing).toBe(false);

    const followings = await t.inject({ method: 'GET', url: `${A}/followings`, token: maya.token });
    expect(followings.json().data.Items.map((i: { userId: string }) => i.userId)).toEqual([zoe.id]);

    const leosView = await t.inject({
      method: 'GET',
      url: `${A}/user/follower/${maya.id}`,
      token: leo.token,
    });
    expect(leosView.statusCode).toBe(200);
    expect(leosView.json().data.Items).toHaveLength(2);
    const zoesFollowings = await t.inject({
      method: 'GET',
      url: `${A}/user/following/${zoe.id}`,
      token: leo.token,
    });
    expect(zoesFollowings.json().data.Items).toEqual([
      expect.objectContaining({
        userId: maya.id,
        firstName: 'Maya',
        lastName: 'Okafor',
        isFollowing: true,
      }),
    ]);
  });

  it('answers 404 and 400 for other users’ lists of unknown or malformed ids', async () => {
    const maya = await createUser(t);
    for (const list of ['follower', 'following']) {
      const unknown = await t.inject({
        method: 'GET',
        url: `${A}/user/${list}/${UNKNOWN_ID}`,
        token: maya.token,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'user_not_found', message: 'User not found.' });
      const bad = await t.inject({
        method: 'GET',
        url: `${A}/user/${list}/nope`,
        token: maya.token,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 'invalid_input',
        message: 'path/userId must be a valid id',
      });
    }
  });

  it('requires a live token on every follow route', async () => {
    const someone = await createUser(t);
    await expectAuthRequired(t, { method: 'GET', url: `${A}/followers` });
    await expectAuthRequired(t, { method: 'GET', url: `${A}/followings` });
    await expectAuthRequired(t, {
      method: 'POST',
      url: `${A}/follow`,
      payload: { userId: someone.id },
    });
    await expectAuthRequired(t, {
      method: 'DELETE',
      url: `${A}/unfollow`,
      payload: { userId: someone.id },
    });
    await expectAuthRequired(t, { method: 'GET', url: `${A}/user/follower/${someone.id}` });
    await expectAuthRequired(t, { method: 'GET', url: `${A}/user/following/${someone.id}` });
  });
});
