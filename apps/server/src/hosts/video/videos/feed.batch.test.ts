import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertVideos } from '../../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../../test/helpers';
import { Batcher } from '../../../db/batch';
import { openDatabase } from '../../../db/connect';
import { HeadCache } from './feed.cache';

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

  it('fails only the requests of a failing batch; the next batch is sent as usual', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(async (inputs) => {
      calls += 1;
      if (calls === 1) throw new Error('statement failed');
      return inputs.map((i) => i * 10);
    });
    const failing = [batcher.load(1), batcher.load(2)];
    await expect(Promise.all(failing)).rejects.toThrow('statement failed');
    await Promise.allSettled(failing);
    expect(await Promise.all([batcher.load(3), batcher.load(4)])).toEqual([30, 40]);
  });

  it('rejects a batch whose statement answers the wrong number of results', async () => {
    const batcher = new Batcher<number, number>(async () => [1]);
    const results = await Promise.allSettled([batcher.load(1), batcher.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('HeadCache', () => {
  const entry = (ownerVersion: string) => ({
    ownerVersion,
    head: '{"id":"v"',
    key: { id: 'v', userId: 'u', createdAt: '2026-01-01T00:00:00.000Z' },
  });

  it('answers a head only at the owner version it was read at', () => {
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

  type Page = { Items: Video[]; LastEvaluatedKey?: Record<string, string> };
  const get = async (user: TestUser, query: Record<string, string>) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/video/videos?${new URLSearchParams(query)}`,
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Page;
  };
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
    const sequential: Page[] = [];
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
    const sequential: Page[] = [];
    for (const r of reads) sequential.push(await get(r.user, r.query));
    const spy = vi.spyOn(t.db, 'executeQuery');
    const concurrent = await Promise.all(reads.map((r) => get(r.user, r.query)));
    const order = (await get(owner, { pageSize: '100' })).Items.map((v) => v.id);
    // Fewer statements than requests: they were answered in batches.
    expect(spy.mock.calls.length).toBeLessThan(reads.length);
    spy.mockRestore();
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
    // Another server process: a second handle on the same PostgreSQL database; PGlite has a
    // single handle per directory, so there the change goes in behind the app's back.
    const url = t.config.databaseUrl;
    const other = url ? await openDatabase({ databaseUrl: url }) : undefined;
    try {
      await (other?.db ?? t.db)
        .updateTable('users')
        .set({ user_name: 'batch_owner_renamed', first_name: 'Renamed' })
        .where('id', '=', owner.id)
        .execute();
    } finally {
      await other?.close();
    }
    const after = await get(users[1] as TestUser, { pageSize: '3', ...key });
    for (const video of after.Items) {
      expect(video).toMatchObject({ userName: 'batch_owner_renamed', firstName: 'Renamed' });
    }
  });

  it('answers 500 to the requests of a failing batch statement, and the next batch works', async () => {
    const key = await keyAt(20);
    const good = await get(users[0] as TestUser, { pageSize: '4', ...key });
    const spy = vi.spyOn(t.db, 'executeQuery');
    spy.mockRejectedValueOnce(new Error('feed statement failed'));
    const failed = await Promise.all(
      users.map((user) =>
        t.app.inject({
          method: 'GET',
          url: `/api/video/videos?${new URLSearchParams({ pageSize: '4', ...key })}`,
          headers: { authorization: `Bearer ${user.token}` },
        }),
      ),
    );
    spy.mockRestore();
    const codes = failed.map((r) => r.statusCode);
    expect(codes[0]).toBe(500);
    expect(codes.every((c) => c === 500 || c === 200)).toBe(true);
    expect(await get(users[0] as TestUser, { pageSize: '4', ...key })).toEqual(good);
  });
});
