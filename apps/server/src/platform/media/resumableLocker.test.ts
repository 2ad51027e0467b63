import { ERRORS } from '@tus/server';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresLocker } from './resumableLocker';

// The lock lives in PostgreSQL: this runs in the server suite's PostgreSQL run (DATABASE_URL
// set); on the embedded database one process owns the data and tus's memory locker is used.
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('the resumable uploads’ lock on PostgreSQL', () => {
  // Two lockers, each with its own connections, as two server processes have.
  const a = new PostgresLocker(databaseUrl ?? '', 2_000);
  const b = new PostgresLocker(databaseUrl ?? '', 2_000);
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('asks the other process’s holder to let go, then takes the lock', async () => {
    const held = a.newLock('upload-1');
    let asked = 0;
    await held.lock(new AbortController().signal, () => {
      asked += 1;
      // The holder's request stops and lets go, as @tus/server's cancelled request does.
      setTimeout(() => void held.unlock(), 50);
    });
    const next = b.newLock('upload-1');
    const started = Date.now();
    await next.lock(new AbortController().signal, () => {});
    expect(asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_500);
    await next.unlock();
  });

  it('gives up with tus’s lock timeout when the holder never lets go, and never blocks other uploads', async () => {
    const held = a.newLock('upload-2');
    await held.lock(new AbortController().signal, () => {});
    const other = b.newLock('upload-3');
    await other.lock(new AbortController().signal, () => {});
    await other.unlock();
    await expect(b.newLock('upload-2').lock(new AbortController().signal, () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await held.unlock();
    const after = b.newLock('upload-2');
    await after.lock(new AbortController().signal, () => {});
    await after.unlock();
  });
});
