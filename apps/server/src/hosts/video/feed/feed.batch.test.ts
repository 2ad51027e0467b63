import type { Video } from '@flick/api-types';
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertVideos } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  statementsOf,
  type TestApp,
  type TestUser,
  updateUserElsewhere,
} from '../../../../test/helpers';
import { Batcher } from '../../../platform/db/batch';
import { type Statement, statementFor } from '../../../platform/db/prepared';
import { videoColumns } from '../../../rules/videos/videoRows';
import { HeadCache } from './feed.cache';

type FeedPageAnswer = { Items: Video[]; LastEvaluatedKey?: Record<string, string> };

/** One Home feed page (`GET /videos` with `query`) as `user`, which must answer 200. */
async function feedPage(t: TestApp, user: TestUser, query: Record<string, string>) {
  const res = await t.inject({
    method: 'GET',
    url: `/api/video/videos?${new URLSearchParams(query)}`,
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as FeedPageAnswer;
}

describe('Batcher', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (err: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('sends at once when idle, and batches what arrives while a batch is in flight', async () => {
    const sent: number[][] = [];
    const answers: Array<ReturnType<typeof deferred<string[]>>> = [];
    const batcher = new Batcher<number, string>((inputs) => {
      sent.push(inputs);
      const answer = deferred<string[]>();
      answers.push(answer);
      return answer.promise;
    });
    const first = batcher.load(1);
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([[1]]);
    // Arrive while [1] is in flight: they wait for it, then go out together.
    const second = batcher.load(2);
    const third = batcher.load(3);
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([[1]]);
    answers[0]?.resolve(['one']);
    expect(await first).toBe('one');
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([[1], [2, 3]]);
    answers[1]?.resolve(['two', 'three']);
    expect(await Promise.all([second, third])).toEqual(['two', 'three']);
  });

  it('sends a second batch while one is in flight when two may run at once', async () => {
    const sent: number[][] = [];
    const answers: Array<ReturnType<typeof deferred<number[]>>> = [];
    const batcher = new Batcher<number, number>(
      (inputs) => {
        sent.push(inputs);
        const answer = deferred<number[]>();
        answers.push(answer);
        return answer.promise;
      },
      64,
      2,
    );
    const first = batcher.load(1);
    await new Promise((r) => setImmediate(r));
    const second = batcher.load(2);
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([[1], [2]]);
    // Both in flight: the next ones wait and go out together.
    const third = batcher.load(3);
    const fourth = batcher.load(4);
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([[1], [2]]);
    answers[1]?.resolve([20]);
    expect(await second).toBe(20);
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([[1], [2], [3, 4]]);
    answers[0]?.resolve([10]);
    answers[2]?.resolve([30, 40]);
    expect(await Promise.all([first, third, fourth])).toEqual([10, 30, 40]);
  });

  it('fails only the read that fails on its own; its batch neighbours are answered', async () => {
    const sent: number[][] = [];
    const batcher = new Batcher<number, number>(async (inputs) => {
      sent.push(inputs);
      if (inputs.includes(13)) throw new Error('statement failed');
      return inputs.map((i) => i * 10);
    });
    const results = await Promise.allSettled([11, 12, 13, 14, 15].map((i) => batcher.load(i)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      110,
      120,
      'failed',
      140,
      150,
    ]);
    expect(sent[0]).toEqual([11, 12, 13, 14, 15]);
    // Halves, then quarters: the bad read costs a few extra statements, not one per read.
    expect(sent.length).toBeLessThanOrEqual(6);
    expect(await Promise.all([batcher.load(3), batcher.load(4)])).toEqual([30, 40]);
  });

  it('fails every read of a statement that fails for all of them, and sends the next batch', async () => {
    let down = true;
    const batcher = new Batcher<number, number>(async (inputs) => {
      if (down) throw new Error('database gone');
      return inputs.map((i) => i * 10);
    });
    const results = await Promise.allSettled([1, 2, 3].map((i) => batcher.load(i)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    down = false;
    expect(await Promise.all([batcher.load(3), batcher.load(4)])).toEqual([30, 40]);
  });

  it('rejects a read whose statement answers the wrong number of results', async () => {
    const batcher = new Batcher<number, number>(async () => [1, 2, 3]);
    const results = await Promise.allSettled([batcher.load(1), batcher.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('HeadCache', () => {
  const entry = (version: string) => ({
    version,
    head: '{"id":"v"',
    key: { id: 'v', userId: 'u', createdAt: '2026-01-01T00:00:00.000Z' },
  });

  it('answers a head only at the head version it was read at', () => {
    const cache = new HeadCache();
    cache.set('v', entry('7'));
    expect(cache.get('v', '7')?.head).toBe('{"id":"v"');
    expect(cache.get('v', '8')).toBeUndefined();
  });

  it('drops the least recently used head when full', () => {
    const cache = new HeadCache(2);
    cache.set('a', entry('1'));
    cache.set('b', entry('1'));
    cache.get('a', '1');
    cache.set('c', entry('1'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.get('c', '1')).toBeDefined();
  });
});

describe('GET /videos under concurrent requests (batched reads)', () => {
  let t: TestApp;
  let owner: TestUser;
  const users: TestUser[] = [];
  let ids: string[] = [];

  const get = (user: TestUser, query: Record<string, string>) => feedPage(t, user, query);
  const like = async (user: TestUser, videoId: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: user.token,
      payload: { videoUserId: owner.id, videoId, like: 1 },
    });
    expect(res.statusCode).toBe(201);
  };
  /** The paging key of the video at `index` (newest first). */
  const keyAt = async (index: number) => {
    const page = await get(owner, { pageSize: String(index + 1) });
    const video = page.Items[index] as Video;
    return { id: video.id, userId: video.userId, createdAt: video.createdAt };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t, { userName: 'batch_owner', firstName: 'Batch', lastName: 'Owner' });
    for (let i = 0; i < 6; i += 1) {
      users.push(await createUser(t, { userName: `batch_reader_${i}` }));
    }
    ids = await insertVideos(t, owner.id, 60, { start: new Date(Date.now() - 86_400_000) });
    // Reader i likes every video whose position is a multiple of i + 2.
    for (const [i, user] of users.entries()) {
      for (const [n, id] of ids.entries()) if (n % (i + 2) === 0) await like(user, id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives concurrent first pages by different users each their own liked', async () => {
    const sequential: FeedPageAnswer[] = [];
    for (const user of users) sequential.push(await get(user, { pageSize: '19' }));
    const concurrent = await Promise.all(
      [...users, ...users].map((user) => get(user, { pageSize: '19' })),
    );
    expect(concurrent).toEqual([...sequential, ...sequential]);
    // Not all the same: the likes differ per reader.
    const likedSets = sequential.map((p) => p.Items.map((v) => v.liked).join());
    expect(new Set(likedSets).size).toBe(users.length);
  });

  it('answers deep pages at different cursors for different users in one batch, each the right page', async () => {
    const keys: Array<{ id: string; userId: string; createdAt: string }> = [];
    for (const index of [3, 10, 17, 25, 40, 55]) keys.push(await keyAt(index));
    const reads = users.flatMap((user, u) =>
      keys.map((key, k) => ({ user, query: { pageSize: String(3 + ((u + k) % 5)), ...key } })),
    );
    const sequential: FeedPageAnswer[] = [];
    for (const r of reads) sequential.push(await get(r.user, r.query));
    const { result: concurrent, statements } = await statementsOf(t.db, () =>
      Promise.all(reads.map((r) => get(r.user, r.query))),
    );
    const order = (await get(owner, { pageSize: '100' })).Items.map((v) => v.id);
    // Fewer statements than requests: they were answered in batches.
    expect(statements.length).toBeLessThan(reads.length);
    expect(concurrent).toEqual(sequential);
    for (const [i, page] of concurrent.entries()) {
      const read = reads[i] as (typeof reads)[number];
      const size = Number(read.query.pageSize);
      // The page starts right after its cursor, in feed order.
      const after = order.indexOf(read.query.id as string);
      expect(page.Items.map((v) => v.id)).toEqual(order.slice(after + 1, after + 1 + size));
      for (const video of page.Items) {
        const n = ids.indexOf(video.id);
        const u = users.indexOf(read.user);
        expect(video.liked).toBe(n % (u + 2) === 0);
      }
    }
  });

  it('shows a like committed just before a request, on first and deep pages', async () => {
    const reader = users[5] as TestUser;
    const key = await keyAt(30);
    const deep = await get(reader, { pageSize: '5', ...key });
    const target = deep.Items.find((v) => !v.liked) as Video;
    const first = await get(reader, { pageSize: '19' });
    const firstTarget = first.Items.find((v) => !v.liked) as Video;
    // Other requests in flight around the like, so the reads after it are batched.
    const noise = users.map((u) => get(u, { pageSize: '5', ...key }));
    await like(reader, target.id);
    await like(reader, firstTarget.id);
    const [deepAfter, firstAfter] = await Promise.all([
      get(reader, { pageSize: '5', ...key }),
      get(reader, { pageSize: '19' }),
    ]);
    await Promise.all(noise);
    expect(deepAfter.Items.find((v) => v.id === target.id)).toMatchObject({
      liked: true,
      likes: target.likes + 1,
    });
    expect(firstAfter.Items.find((v) => v.id === firstTarget.id)).toMatchObject({
      liked: true,
      likes: firstTarget.likes + 1,
    });
  });

  it('shows an owner renamed through another database handle at once on a deep page', async () => {
    const key = await keyAt(0);
    const before = await get(users[0] as TestUser, { pageSize: '3', ...key });
    expect(before.Items[0]).toMatchObject({ userName: 'batch_owner', firstName: 'Batch' });
    await updateUserElsewhere(t, owner.id, {
      user_name: 'batch_owner_renamed',
      first_name: 'Renamed',
    });
    const after = await get(users[1] as TestUser, { pageSize: '3', ...key });
    for (const video of after.Items) {
      expect(video).toMatchObject({ userName: 'batch_owner_renamed', firstName: 'Renamed' });
    }
  });

  it("moves a video's head version with its head fields and its owner's names, never with its counters", async () => {
    const versions = async () =>
      new Map(
        (
          await t.db
            .selectFrom('videos')
            .select(['id', 'head_version'])
            .where('user_id', '=', owner.id)
            .execute()
        ).map((r) => [r.id, r.head_version]),
      );
    const [a = '', b = ''] = ids;
    const moved = (before: Map<string, number>, after: Map<string, number>) =>
      [...after].filter(([id, v]) => v !== before.get(id)).map(([id]) => id);
    const start = await versions();
    // Counters, likes, watches and scores: no head field, the cached heads stay current.
    await like(users[0] as TestUser, b);
    await t.db
      .updateTable('videos')
      .set({ shares: 5, downloads: 3, watchers: 4, completions: 2 })
      .where('id', '=', a)
      .execute();
    expect(moved(start, await versions())).toEqual([]);
    // A head field of one video: that video only.
    await t.db
      .updateTable('videos')
      .set({ captions_file: 'captions-a.vtt' })
      .where('id', '=', a)
      .execute();
    const afterCaptions = await versions();
    expect(moved(start, afterCaptions)).toEqual([a]);
    // The owner's row rewritten without a change: nothing moves.
    await t.db
      .updateTable('users')
      .set((eb) => ({ first_name: eb.ref('first_name') }))
      .where('id', '=', owner.id)
      .execute();
    expect(moved(afterCaptions, await versions())).toEqual([]);
    // A new picture: every video of the owner.
    await t.db
      .updateTable('users')
      .set({ profile_picture: 'https://example.com/p.png' })
      .where('id', '=', owner.id)
      .execute();
    expect(moved(afterCaptions, await versions()).sort()).toEqual([...ids].sort());
  });

  it('moves the head version on a change of every column a head is read from, counters aside', async () => {
    // The triggers' column lists are SQL of their migration; the head's columns are
    // `videoColumns`. A head column missing from a trigger would leave cached heads stale.
    const triggerColumns = async (trigger: string) =>
      (
        await sql<{ name: string }>`
          SELECT a.attname AS name FROM pg_trigger g
          JOIN pg_attribute a ON a.attrelid = g.tgrelid AND a.attnum = ANY (g.tgattr::int2[])
          WHERE g.tgname = ${trigger}
        `.execute(t.db)
      ).rows
        .map((r) => r.name)
        .sort();
    const read = (videoColumns(owner.id) as readonly unknown[]).filter(
      (c): c is string => typeof c === 'string',
    );
    // The id never changes; the counters come with every page row, never from a cached head;
    // the view count never reaches a feed answer (ADR 0109).
    const notHead = ['v.id', 'v.likes', 'v.downloads', 'v.shares', 'v.comments', 'v.views'];
    const of = (table: string) =>
      read
        .filter((c) => c.startsWith(`${table}.`) && !notHead.includes(c))
        // `u.is_private as owner_private` is read from the column `is_private`.
        .map((c) => (c.split(' as ')[0] ?? c).slice(2))
        .sort();
    expect(await triggerColumns('videos_head_version')).toEqual(of('v'));
    expect(await triggerColumns('users_head_version')).toEqual(of('u'));
  });

  it('answers 500 only to the request whose read fails, not to the others in its batch', async () => {
    const key = await keyAt(20);
    const poison = await keyAt(30);
    const good = await get(users[0] as TestUser, { pageSize: '4', ...key });
    // The database refuses any statement that carries the poisoned cursor, as it would an
    // input it cannot hold; batched with it, six other readers' statements fail too.
    const execute = t.db.executeQuery.bind(t.db);
    const spy = vi.spyOn(t.db, 'executeQuery').mockImplementation((query) => {
      if (JSON.stringify((query as CompiledQuery).parameters).includes(poison.id)) {
        return Promise.reject(new Error('feed statement failed'));
      }
      return execute(query);
    });
    const read = (user: TestUser, cursor: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/video/videos?${new URLSearchParams({ pageSize: '4', ...cursor })}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
    try {
      const answers = await Promise.all([
        read(users[5] as TestUser, poison),
        ...users.map((user) => read(user, key)),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([500, 200, 200, 200, 200, 200, 200]);
      expect(answers[0]?.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
      expect(answers[1]?.json().data).toEqual(good);
    } finally {
      spy.mockRestore();
    }
    expect(await get(users[0] as TestUser, { pageSize: '4', ...poison })).toMatchObject({
      Items: expect.any(Array),
    });
  });

  it('refuses a cursor time that is no real instant (leap second, year 0000) with 400, and serves the others', async () => {
    const key = await keyAt(20);
    const good = await get(users[0] as TestUser, { pageSize: '4', ...key });
    const bad = ['2026-06-30T23:59:60Z', '0000-01-01T00:00:00Z', '2026-02-29T00:00:00Z'];
    const answers = await Promise.all([
      ...bad.map((createdAt) =>
        t.app.inject({
          method: 'GET',
          url: `/api/video/videos?${new URLSearchParams({ pageSize: '4', ...key, createdAt })}`,
          headers: { authorization: `Bearer ${users[1]?.token}` },
        }),
      ),
      ...users.map((user) =>
        t.app.inject({
          method: 'GET',
          url: `/api/video/videos?${new URLSearchParams({ pageSize: '4', ...key })}`,
          headers: { authorization: `Bearer ${user.token}` },
        }),
      ),
    ]);
    for (const answer of answers.slice(0, bad.length)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: 'invalid_input',
        message: 'query/createdAt must be a valid date-time',
      });
    }
    expect(answers.slice(bad.length).map((r) => r.statusCode)).toEqual(users.map(() => 200));
    expect(answers[bad.length]?.json().data).toEqual(good);
  });
});

describe('deep pages of readers with and without keyword filters in one batch', () => {
  let t: TestApp;
  let author: TestUser;
  let filterer: TestUser;
  let plain: TestUser;
  const get = (user: TestUser, query: Record<string, string>) => feedPage(t, user, query);

  beforeAll(async () => {
    t = await buildTestApp();
    author = await createUser(t, { userName: 'kw_author' });
    filterer = await createUser(t, { userName: 'kw_filterer' });
    plain = await createUser(t, { userName: 'kw_plain' });
    // Every third video says the filtered word.
    await insertVideos(t, author.id, 40, {
      caption: (i) => (i % 3 === 0 ? `clip ${i} with a Spoilerword` : `clip ${i}`),
    });
    await t.db
      .insertInto('keyword_filters')
      .values({ user_id: filterer.id, keyword: 'spoilerword', pattern: '\\mspoilerword\\M' })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it("leaves the filtered captions out of the filterer's pages only", async () => {
    const all = (await get(plain, { pageSize: '100' })).Items;
    expect(all).toHaveLength(40);
    const cursors = [1, 7, 15].map((index) => {
      const v = all[index] as Video;
      return { id: v.id, userId: v.userId, createdAt: v.createdAt };
    });
    const reads = cursors.flatMap((key) => [
      { user: filterer, key },
      { user: plain, key },
    ]);
    const pages = await Promise.all(reads.map((r) => get(r.user, { pageSize: '8', ...r.key })));
    for (const [i, page] of pages.entries()) {
      const { user, key } = reads[i] as (typeof reads)[number];
      const after = all.slice(all.findIndex((v) => v.id === key.id) + 1);
      const expected =
        user === filterer ? after.filter((v) => !/spoilerword/i.test(v.caption)) : after;
      expect(page.Items.map((v) => v.id)).toEqual(expected.slice(0, 8).map((v) => v.id));
    }
    // The plain reader does see some of them: the filter is the filterer's own.
    expect(pages[1]?.Items.some((v) => /spoilerword/i.test(v.caption))).toBe(true);
  });
  it('runs each batched page statement on a plan it keeps, not one made per batch', async () => {
    const all = (await get(plain, { pageSize: '19' })).Items;
    const last = all[all.length - 1] as Video;
    const reads = [
      [
        '/api/video/feed/for-you?pageSize=19',
        'for-you:19:first',
        [[plain.id], [new Date().toISOString()]],
      ],
      [
        `/api/video/feed/for-you?pageSize=19&score=100&id=${last.id}&asOf=${encodeURIComponent(new Date().toISOString())}`,
        'for-you:19:after',
        [[plain.id], [new Date().toISOString()], [100], [last.id]],
      ],
      ['/api/video/feed/following?pageSize=19', 'following:19:first', [[plain.id]]],
      [
        `/api/video/videos?${new URLSearchParams({ pageSize: '19', id: last.id, userId: last.userId, createdAt: last.createdAt })}`,
        'feed:19:after',
        [[plain.id], [last.createdAt], [last.id]],
      ],
    ] as const;
    for (const [url] of reads) {
      expect((await t.inject({ method: 'GET', url, token: plain.token })).statusCode).toBe(200);
    }
    await t.db.connection().execute(async (db) => {
      for (const [, key, parameters] of reads) {
        const statement = statementFor(key, () => {
          throw new Error(`no statement ${key}`);
        }) as Statement<unknown[], unknown>;
        const query = statement(parameters as unknown as unknown[]);
        // PostgreSQL plans a named statement for its inputs five times, then keeps a generic
        // plan when that is priced like those: it would plan every batch again otherwise.
        for (let i = 0; i < 8; i += 1) await db.executeQuery(query);
        const { rows } = await sql<{ generic_plans: string; custom_plans: string }>`
          SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = ${query.sql}
        `.execute(db);
        expect(rows, key).toHaveLength(1);
        expect(Number(rows[0]?.generic_plans), key).toBeGreaterThanOrEqual(3);
      }
    });
  });
});
