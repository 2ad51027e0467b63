import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { KyselyKvStore } from './kvStore';
import { JobMessageQueue } from './messageQueue';

// ADR 0150: Fedify's key-value store and message queue on the app's own database and job
// queue. These run on every Node (only Fedify's types are imported), on PGlite and PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// Fedify's option types name the global Temporal, which Node does not have yet.
const ttl = (ms: number) =>
  Temporal.Duration.from({ milliseconds: ms }) as unknown as NonNullable<
    Parameters<KyselyKvStore['set']>[2]
  >['ttl'];

describe('KyselyKvStore', () => {
  it('keeps, replaces and forgets values by key', async () => {
    const kv = new KyselyKvStore(t.db);
    expect(await kv.get(['a', 'one'])).toBeUndefined();
    await kv.set(['a', 'one'], { n: 1 });
    await kv.set(['a', 'one'], { n: 2 });
    expect(await kv.get(['a', 'one'])).toEqual({ n: 2 });
    await kv.delete(['a', 'one']);
    expect(await kv.get(['a', 'one'])).toBeUndefined();
  });

  it('lets a value lapse after its time to live', async () => {
    const kv = new KyselyKvStore(t.db);
    await kv.set(['ttl', 'short'], 'soon gone', { ttl: ttl(50) });
    await kv.set(['ttl', 'long'], 'kept', { ttl: ttl(60_000) });
    await new Promise((r) => setTimeout(r, 120));
    expect(await kv.get(['ttl', 'short'])).toBeUndefined();
    expect(await kv.get(['ttl', 'long'])).toBe('kept');
  });

  it('swaps only from the expected value', async () => {
    const kv = new KyselyKvStore(t.db);
    expect(await kv.cas(['cas'], undefined, 1)).toBe(true);
    expect(await kv.cas(['cas'], 5, 2)).toBe(false);
    expect(await kv.get(['cas'])).toBe(1);
    expect(await kv.cas(['cas'], 1, 2)).toBe(true);
    expect(await kv.get(['cas'])).toBe(2);
  });

  it('lists the keys under a prefix, and not those that only start with its text', async () => {
    const kv = new KyselyKvStore(t.db);
    await kv.set(['list', 'x'], 1);
    await kv.set(['list', 'x', 'deep'], 2);
    await kv.set(['list', 'xy'], 3);
    const keys: unknown[] = [];
    for await (const entry of kv.list(['list', 'x'])) keys.push(entry.key);
    expect(keys).toHaveLength(2);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['list', 'x'],
        ['list', 'x', 'deep'],
      ]),
    );
  });
});

describe('JobMessageQueue', () => {
  it('hands each message to the listener as a job, a delayed one after its delay', async () => {
    const queue = new JobMessageQueue(t.app.jobs);
    expect(queue.nativeRetrial).toBe(true);
    const got: { message: unknown; at: number }[] = [];
    const stop = new AbortController();
    const listening = queue.listen(
      (message) => {
        got.push({ message, at: Date.now() });
      },
      { signal: stop.signal },
    );
    const sent = Date.now();
    await queue.enqueue({ type: 'now' });
    await queue.enqueue({ type: 'later' }, { delay: ttl(1_500) as never });
    const until = Date.now() + 15_000;
    while (got.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(got.map((g) => g.message)).toEqual([{ type: 'now' }, { type: 'later' }]);
    expect(got[1]?.at ?? 0).toBeGreaterThanOrEqual(sent + 1_000);
    stop.abort();
    await listening;
  });
});
