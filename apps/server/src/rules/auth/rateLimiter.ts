import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { tooManyRequests } from '../../platform/http/errors';

/** The default 429 message of a limiter. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** A slot taken from a key's window: the window it belongs to, by its end. */
interface Slot {
  key: string;
  resetAt: Date;
}

/**
 * A fixed-window counter per key, kept in the database (`rate_limit_windows`), so every
 * server process on one PostgreSQL counts against the same limit; on the embedded
 * database it is the one process's (ADR 0039, which also says why this stays hand-written
 * instead of `@fastify/rate-limit`: that store cannot give a slot back).
 *
 * Every way in takes its slot with one atomic upsert before the guarded work starts (there
 * is no "check now, count later"), so the limit holds exactly however many requests run at
 * once, in one process or many (ADR 0012).
 */
export class RateLimiter {
  #lastSweep = 0;

  constructor(
    readonly db: Kysely<Database>,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 with a message once the key has used up its limit. */
  async hit(key: string, message = TOO_MANY_ATTEMPTS): Promise<void> {
    await this.#take(key, message);
  }

  /**
   * Runs `attempt` against a budget of failures: a slot is taken before it starts (429 when
   * none is left), kept when it throws an error `isFailure` accepts, and given back
   * otherwise. At most `limit` attempts are ever checked per window, even when all of them
   * arrive at once; successes cost nothing.
   */
  async limitFailures<T>(
    key: string,
    attempt: () => Promise<T>,
    options: { message?: string; isFailure: (err: unknown) => boolean },
  ): Promise<T> {
    const slot = await this.#take(key, options.message ?? TOO_MANY_ATTEMPTS);
    let failed = false;
    try {
      return await attempt();
    } catch (err) {
      failed = options.isFailure(err);
      throw err;
    } finally {
      if (!failed) await this.#giveBack(slot);
    }
  }

  async #take(key: string, message: string): Promise<Slot> {
    await this.#sweep();
    // A new or ended window starts at 1; a live one counts up while below the limit. The
    // row lock of ON CONFLICT makes concurrent takes (from any process) wait for each other.
    // Window ends are whole milliseconds so they survive the round trip through a Date.
    const taken = await sql<{ reset_at: Date }>`
      INSERT INTO rate_limit_windows AS w (key, count, reset_at)
      VALUES (${key}, 1, date_trunc('milliseconds', now()) + make_interval(secs => ${this.windowMs / 1000}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN w.reset_at <= now() THEN 1 ELSE w.count + 1 END,
        reset_at = CASE WHEN w.reset_at <= now() THEN EXCLUDED.reset_at ELSE w.reset_at END
      WHERE w.reset_at <= now() OR w.count < ${this.limit}
      RETURNING reset_at
    `.execute(this.db);
    const row = taken.rows[0];
    if (row) return { key, resetAt: row.reset_at };
    const full = await this.db
      .selectFrom('rate_limit_windows')
      .select(sql<number>`extract(epoch from reset_at - now())`.as('seconds'))
      .where('key', '=', key)
      .executeTakeFirst();
    throw tooManyRequests(message, Math.max(1, Number(full?.seconds ?? 1)));
  }

  /** Returns a slot to the window it was taken from (a new window owes it nothing). */
  async #giveBack(slot: Slot): Promise<void> {
    await this.db
      .updateTable('rate_limit_windows')
      .set({ count: sql`count - 1` })
      .where('key', '=', slot.key)
      .where('reset_at', '=', slot.resetAt)
      .where('count', '>', 0)
      .execute();
  }

  /** Removes ended windows, at most once per window length per process. */
  async #sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = now;
    await this.db
      .deleteFrom('rate_limit_windows')
      .where('reset_at', '<', sql<Date>`now()`)
      .execute();
  }
}

/** A preHandler counting requests per client IP under `group`. */
export function limitPerIp(limiter: RateLimiter, group: string) {
  return async (request: FastifyRequest) => {
    await limiter.hit(`ip:${group}:${request.ip}`);
  };
}
