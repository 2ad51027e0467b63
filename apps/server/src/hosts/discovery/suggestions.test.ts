import type { HashTag, UserSummary } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  insertVideoRow,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { SUGGESTED_USERS } from './suggestions.repository';

describe('GET /suggestions', () => {
  let t: TestApp;
  let me: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await createUser(t);
  });
  afterAll(() => t.close());

  const suggestions = async (user: TestUser) => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/discovery/suggestions',
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { users: UserSummary[]; hashTags: HashTag[] } }).data;
  };
  const follow = async (who: TestUser, whom: TestUser) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/account/follow',
      token: who.token,
      payload: { userId: whom.id },
    });
    expect(res.statusCode).toBeLessThan(300);
  };

  it('suggests the most followed public accounts the caller does not follow, mute or block', async () => {
    const [star, known, muted, blocker, hidden] = await Promise.all(
      Array.from({ length: 5 }, () => createUser(t)),
    );
    const fans = await Promise.all(Array.from({ length: 3 }, () => createUser(t)));
    for (const fan of fans) {
      await follow(fan, star as TestUser);
      await follow(fan, known as TestUser);
      await follow(fan, muted as TestUser);
      await follow(fan, blocker as TestUser);
      await follow(fan, hidden as TestUser);
    }
    await follow(me, known as TestUser);
    await t.inject({
      method: 'POST',
      url: '/api/account/mute',
      token: me.token,
      payload: { userId: muted?.id },
    });
    await t.inject({
      method: 'POST',
      url: '/api/account/block',
      token: blocker?.token,
      payload: { userId: me.id },
    });
    await t.db
      .updateTable('users')
      .set({ is_private: true })
      .where('id', '=', hidden?.id as string)
      .execute();
    const { users } = await suggestions(me);
    expect(users.length).toBeLessThanOrEqual(SUGGESTED_USERS);
    expect(users[0]?.id).toBe(star?.id);
    const ids = users.map((u) => u.id);
    for (const gone of [me, known, muted, blocker, hidden]) expect(ids).not.toContain(gone?.id);
    expect(users.every((u) => u.isFollowing === false)).toBe(true);
  });

  it('trends hashtags by their recent uses in videos the caller may see', async () => {
    const author = await createUser(t);
    const old = new Date(Date.now() - 30 * 86_400_000);
    for (let i = 0; i < 3; i += 1) {
      await insertVideoRow(t.db, author.id, { caption: 'a', tags: ['trendnow'] });
    }
    await insertVideoRow(t.db, author.id, { caption: 'b', tags: ['trendless'] });
    for (let i = 0; i < 5; i += 1) {
      await insertVideoRow(t.db, author.id, { caption: 'c', tags: ['trendold'], at: old });
    }
    await insertVideoRow(t.db, author.id, { caption: 'd', tags: ['trendhidden'], hidden: true });
    const names = (await suggestions(me)).hashTags.map((h) => h.name);
    expect(names.indexOf('trendnow')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('trendnow')).toBeLessThan(names.indexOf('trendless'));
    expect(names).not.toContain('trendold');
    expect(names).not.toContain('trendhidden');
  });

  it('needs a signed-in caller', async () => {
    await expectAuthRequired(t, { method: 'GET', url: '/api/discovery/suggestions' });
  });
});
