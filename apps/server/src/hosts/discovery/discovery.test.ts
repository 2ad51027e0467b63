import type { HashTag, UserSummary, Video } from '@flick/api-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareVideo } from '../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import * as searchWordsMigration from '../../platform/db/migrations/content/2026_11_23_0300_search_words';
import * as searchWordsPerStatement from '../../platform/db/migrations/content/2026_12_01_0302_search_words_per_statement';

let t: TestApp;
let me: TestUser;
let maya: TestUser;
let mayank: TestUser;
let amaya: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  me = await createUser(t, { userName: 'searcher', firstName: 'Sam', lastName: 'Quinn' });
  maya = await createUser(t, { userName: 'maya.travels', firstName: 'Maya', lastName: 'Okafor' });
  mayank = await createUser(t, { userName: 'mayank_dev', firstName: 'Mayank', lastName: 'Shah' });
  amaya = await createUser(t, { userName: 'amaya', firstName: 'Amaya', lastName: 'Ruiz' });
  await createUser(t, { userName: 'leo_b', firstName: 'Leo', lastName: 'Brandt' });
  await createUser(t, { userName: 'mb_jones', firstName: 'Maybelle', lastName: 'Jones' });
  await t.db.insertInto('follows').values({ follower_id: me.id, followee_id: maya.id }).execute();
});
afterAll(async () => {
  await t.close();
});

async function discover(query: string, user: TestUser = me) {
  const res = await t.inject({
    method: 'GET',
    url: `/api/discovery/discovery?${query}`,
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { users: UserSummary[]; videos?: Video[]; hashTags?: HashTag[] };
}
const names = (users: UserSummary[]) => users.map((u) => u.userName);

describe('GET /discovery (users)', () => {
  it('puts userName prefixes first, then name prefixes, with isFollowing', async () => {
    const { users, videos } = await discover('search=May');
    expect(names(users)).toEqual(['maya.travels', 'mayank_dev', 'mb_jones']);
    expect(users.find((u) => u.id === maya.id)?.isFollowing).toBe(true);
    expect(users.find((u) => u.id === mayank.id)?.isFollowing).toBe(false);
    expect(videos).toBeUndefined();
  });

  it('matches last names, then inside names, and forgives a typo', async () => {
    expect(names((await discover('search=ruiz')).users)).toEqual(['amaya']);
    expect(names((await discover('search=kafor')).users)).toEqual(['maya.travels']);
    expect(names((await discover('search=okafr')).users)).toContain('maya.travels');
  });

  it('matches short text by prefix only', async () => {
    expect(names((await discover('search=ma')).users)).toEqual([
      'maya.travels',
      'mayank_dev',
      'mb_jones',
    ]);
    expect((await discover('search=ya')).users).toEqual([]);
  });

  it('answers at most 20 users', async () => {
    await Promise.all(
      Array.from({ length: 23 }, (_, i) => createUser(t, { userName: `zed_${i}` })),
    );
    expect((await discover('search=zed')).users).toHaveLength(20);
  });

  it('answers empty lists for blank text and takes LIKE wildcards literally', async () => {
    expect(await discover('search=%20%20')).toEqual({ users: [] });
    expect(await discover('search=&pageSize=19&pageNumber=1')).toEqual({
      users: [],
      videos: [],
      hashTags: [],
    });
    expect((await discover(`search=${encodeURIComponent('%_')}`)).users).toEqual([]);
  });

  it('finds a typo through the name words, exact and prefix matches first', async () => {
    const romero = await createUser(t, {
      userName: 'dancer_77',
      firstName: 'Lucia',
      lastName: 'Romero',
    });
    await createUser(t, { userName: 'romeroville', firstName: 'Ana', lastName: 'Diaz' });
    // 'rmero' starts no name and is inside none: it stands for the word 'romero'.
    expect(names((await discover('search=rmero')).users)).toEqual(['romeroville', 'dancer_77']);
    // A prefix outranks the users a typo would add: only prefix matches come back.
    expect(names((await discover('search=romer')).users)).toEqual(['romeroville', 'dancer_77']);
    expect(names((await discover('search=luci')).users)).toEqual(['dancer_77']);
    // Several words: each is corrected against the name words, then matched together.
    expect(names((await discover('search=lucia%20rmero')).users)).toEqual(['dancer_77']);
    expect(names((await discover('search=dancr_77')).users)).toEqual(['dancer_77']);
    expect((await discover('search=qzxqzx')).users).toEqual([]);
    // Three letters stand only for words that contain them: 'shh' is not 'shah'.
    expect((await discover('search=shh')).users).toEqual([]);
    expect(names((await discover('search=hah')).users)).toEqual(['mayank_dev']);
    await t.db.deleteFrom('users').where('id', '=', romero.id).execute();
  });

  it('keeps the name words in step with renames and deletes', async () => {
    const words = async (...w: string[]) =>
      (
        await t.db
          .selectFrom('search_words')
          .selectAll()
          .where('word', 'in', w)
          .orderBy('word')
          .execute()
      ).map((r) => `${r.word}:${r.users}`);
    const vera = await createUser(t, {
      userName: 'vera_k',
      firstName: 'Vera',
      lastName: 'Lindqvist',
    });
    const twin = await createUser(t, { userName: 'lindqvist2', firstName: 'Ola' });
    expect(await words('vera', 'lindqvist')).toEqual(['lindqvist:2', 'vera:1']);
    expect(names((await discover('search=lindkvist')).users)).toEqual(['lindqvist2', 'vera_k']);

    const renamed = await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: vera.token,
      payload: { lastName: 'Sørensen' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await words('lindqvist', 'sørensen')).toEqual(['lindqvist:1', 'sørensen:1']);
    expect(names((await discover('search=sorensen')).users)).toEqual(['vera_k']);
    expect(names((await discover('search=lindkvist')).users)).toEqual(['lindqvist2']);

    await t.db.deleteFrom('users').where('id', 'in', [vera.id, twin.id]).execute();
    expect(await words('vera', 'lindqvist', 'sørensen', 'ola')).toEqual([]);
    expect((await discover('search=lindkvist')).users).toEqual([]);
  });

  it('fills the name words of existing users when its migration runs', async () => {
    const all = () => t.db.selectFrom('search_words').selectAll().orderBy('word').execute();
    const kept = await all();
    expect(kept).toContainEqual({ word: 'okafor', users: 1 });
    await searchWordsPerStatement.down(t.db);
    await searchWordsMigration.down(t.db);
    await searchWordsMigration.up(t.db);
    await searchWordsPerStatement.up(t.db);
    // The backfill from the users table agrees with what the triggers kept.
    expect(await all()).toEqual(kept);
  });

  it('counts the name words of many users inserted in one statement once each', async () => {
    const word = async (w: string) =>
      (
        await t.db
          .selectFrom('search_words')
          .select('users')
          .where('word', '=', w)
          .executeTakeFirst()
      )?.users;
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      SELECT 'bulk_' || g, 'bulk_' || g || '@example.com', 'Quillon', 'Varga'
      FROM generate_series(1, 300) g
    `.execute(t.db);
    expect([await word('quillon'), await word('varga'), await word('bulk')]).toEqual([
      300, 300, 300,
    ]);
    expect((await discover('search=quillon')).users).toHaveLength(20);
  });

  it('answers 400 for a bad page number and 401 without a token', async () => {
    const bad = await t.inject({
      method: 'GET',
      url: '/api/discovery/discovery?search=a&pageSize=19&pageNumber=0',
      token: me.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/pageNumber/);
    expect(
      (await t.inject({ method: 'GET', url: '/api/discovery/discovery?search=a' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /discovery (explore) and GET /hashtag/{hashtag}', () => {
  let sunsets: Video[] = [];
  beforeAll(async () => {
    sunsets = [
      await shareVideo(t, maya, { caption: 'Golden hour on the pier #sunset' }),
      await shareVideo(t, mayank, { caption: 'no tag in the caption', hashtags: ['Sunset'] }),
      await shareVideo(t, amaya, { caption: 'Purple skies #sunset #sky' }),
    ];
    await shareVideo(t, amaya, { caption: 'Morning run #sunrise' });
  });

  it('finds videos by caption and by hashtag, and tags with their counts', async () => {
    const data = await discover('search=sunset&pageSize=19&pageNumber=1');
    expect(data.videos?.map((v) => v.id).sort()).toEqual(sunsets.map((v) => v.id).sort());
    expect(data.hashTags?.[0]).toEqual({ name: 'sunset', videoCount: 3 });
    const pier = await discover('search=pier&pageSize=19&pageNumber=1');
    expect(pier.videos?.map((v) => v.caption)).toEqual(['Golden hour on the pier #sunset']);
    const sun = await discover('search=%23sun&pageSize=19&pageNumber=1');
    expect(sun.hashTags?.map((h) => h.name).sort()).toEqual(['sunrise', 'sunset']);
  });

  it('pages a hashtag’s videos newest first, with or without #', async () => {
    const first = await t.inject({
      method: 'GET',
      url: '/api/discovery/hashtag/%23Sunset?pageSize=2&pageNumber=1',
      token: me.token,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.hashTag).toEqual({ name: 'sunset', videoCount: 3 });
    expect(page1.videos.map((v: Video) => v.id)).toEqual([sunsets[2]?.id, sunsets[1]?.id]);
    expect(page1.hasMore).toBe(true);
    const second = await t.inject({
      method: 'GET',
      url: '/api/discovery/hashtag/sunset?pageSize=2&pageNumber=2',
      token: me.token,
    });
    expect(second.json().data.videos.map((v: Video) => v.id)).toEqual([sunsets[0]?.id]);
    expect(second.json().data.hasMore).toBe(false);
  });

  it('answers each video of a hashtag page and of a search with its view count', async () => {
    // docs/product.md#view-counts: the tiles of a hashtag's grid and of search results show it.
    const pier = sunsets[0]?.id ?? '';
    await t.db.updateTable('videos').set({ views: 1520 }).where('id', '=', pier).execute();
    const res = await t.inject({
      method: 'GET',
      url: '/api/discovery/hashtag/sunset?pageSize=19&pageNumber=1',
      token: me.token,
    });
    const videos: Video[] = res.json().data.videos;
    expect(videos.map((v) => [v.id, v.views])).toEqual([
      [sunsets[2]?.id, 0],
      [sunsets[1]?.id, 0],
      [pier, 1520],
    ]);
    const found = await discover('search=pier&pageSize=19&pageNumber=1');
    expect(found.videos?.map((v) => v.views)).toEqual([1520]);
  });

  it('answers 404 for an unknown tag, 400 for a malformed one, 401 without a token', async () => {
    const missing = await t.inject({
      method: 'GET',
      url: '/api/discovery/hashtag/nothinghere',
      token: me.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'hashtag_not_found', message: 'Hashtag not found.' });
    const bad = await t.inject({
      method: 'GET',
      url: '/api/discovery/hashtag/not%20a%20tag',
      token: me.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: '/api/discovery/hashtag/sunset' })).statusCode,
    ).toBe(401);
  });
});
