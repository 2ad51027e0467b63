import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';

/** The channel a process asks the holder of an upload's lock to let go on (its key). */
export const RESUMABLE_RELEASE_CHANNEL = 'flick_resumable_release';

/** How long a request waits for an upload's lock before it answers tus's 500 lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries the lock again (and asks its holder again each second). */
const RETRY_MS = 100;
const ASK_AGAIN_MS = 1_000;
/** At most this many uploads hold a lock (and so a connection) in one process at once. */
const MAX_LOCK_CONNECTIONS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * tus's lock of one upload, shared by every server process on one PostgreSQL database
 * (ADR 0108): a session advisory lock on a connection of its own, held while the request
 * reads or writes the upload. A request that finds the lock taken asks its holder, wherever
 * it runs, to let go (`pg_notify` on `RESUMABLE_RELEASE_CHANNEL`; the holder cancels its
 * request, as @tus/server's memory locker does within one process), and tries again until
 * it gets it or 30 s pass. A process that dies loses its connections and so its locks.
 */
export class PostgresLocker implements Locker {
  readonly #pool: pg.Pool;
  /** Locks held in this process, by key, with how to ask their request to stop. */
  readonly #held = new Map<string, RequestRelease>();
  #listener: Promise<pg.Client> | undefined;
  #closed = false;

  constructor(
    databaseUrl: string,
    private readonly timeoutMs = ACQUIRE_TIMEOUT_MS,
  ) {
    this.#pool = new pg.Pool({
      connectionString: databaseUrl,
      max: MAX_LOCK_CONNECTIONS,
      idleTimeoutMillis: 10_000,
    });
    // An idle connection that fails is dropped by the pool; say nothing about it here.
    this.#pool.on('error', () => {});
  }

  /** The connections of the locks (their figures: ADR 0119). */
  get pool(): pg.Pool {
    return this.#pool;
  }

  newLock(id: string): Lock {
    return new PostgresLock(this, id);
  }

  /** Listens for release requests (once per process), so holders here can be asked. */
  listen(): Promise<pg.Client> {
    this.#listener ??= (async () => {
      const client = await this.#pool.connect();
      // A lost listener is opened again by the next lock; meanwhile holders here are not asked.
      client.on('error', (err) => {
        this.#listener = undefined;
        client.release(err);
      });
      client.on('notification', (message) => {
        if (message.channel !== RESUMABLE_RELEASE_CHANNEL || !message.payload) return;
        void this.#held.get(message.payload)?.();
      });
      await client.query(`LISTEN ${RESUMABLE_RELEASE_CHANNEL}`);
      return client as unknown as pg.Client;
    })();
    return this.#listener;
  }

  async connect(): Promise<pg.PoolClient> {
    if (this.#closed) throw new Error('resumable upload locker closed');
    return this.#pool.connect();
  }

  held(key: string, release: RequestRelease): void {
    this.#held.set(key, release);
  }

  released(key: string): void {
    this.#held.delete(key);
  }

  async askRelease(client: pg.PoolClient, key: string): Promise<void> {
    await client.query('SELECT pg_notify($1, $2)', [RESUMABLE_RELEASE_CHANNEL, key]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const listener = await this.#listener?.catch(() => undefined);
    (listener as unknown as pg.PoolClient | undefined)?.release(true);
    await this.#pool.end();
  }

  get timeout(): number {
    return this.timeoutMs;
  }
}

class PostgresLock implements Lock {
  #client: pg.PoolClient | undefined;

  constructor(
    private readonly locker: PostgresLocker,
    private readonly key: string,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.locker.listen();
    const client = await this.locker.connect();
    const deadline = Date.now() + this.locker.timeout;
    let askedAt = 0;
    try {
      for (;;) {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
          [`flick-resumable:${this.key}`],
        );
        if (rows[0]?.locked) break;
        if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          await this.locker.askRelease(client, this.key);
        }
        await sleep(RETRY_MS);
      }
    } catch (err) {
      client.release();
      throw err;
    }
    this.#client = client;
    this.locker.held(this.key, requestRelease);
  }

  async unlock(): Promise<void> {
    const client = this.#client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.#client = undefined;
    this.locker.released(this.key);
    try {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [
        `flick-resumable:${this.key}`,
      ]);
      client.release();
    } catch (err) {
      // A connection that failed has lost its lock with it; never hand it out again.
      client.release(err as Error);
    }
  }
}
