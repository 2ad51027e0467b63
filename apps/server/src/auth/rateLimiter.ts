import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/errors';

/** The default 429 message of a limiter. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key, in memory. Enough for one process; a multi-process
 * PostgreSQL deployment would move it into the database or a shared cache.
 *
 * Every way in takes its slot before the guarded work starts (there is no "check now, count
 * later"), so the limit holds exactly however many requests run at once.
 */
export class RateLimiter {
  readonly #hits = new Map<string, Window>();
  #lastSweep = Date.now();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 with a message once the key has used up its limit. */
  hit(key: string, message = TOO_MANY_ATTEMPTS): void {
    this.#take(key, message);
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
    const slot = this.#take(key, options.message ?? TOO_MANY_ATTEMPTS);
    let failed = false;
    try {
      return await attempt();
    } catch (err) {
      failed = options.isFailure(err);
      throw err;
    } finally {
      if (!failed) this.#giveBack(key, slot);
    }
  }

  #take(key: string, message: string): Window {
    const now = Date.now();
    this.#sweep(now);
    let entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.#hits.set(key, entry);
    }
    if (entry.count >= this.limit) {
      throw tooManyRequests(message, (entry.resetAt - now) / 1000);
    }
    entry.count += 1;
    return entry;
  }

  /** Returns a slot to the window it was taken from (a new window owes it nothing). */
  #giveBack(key: string, slot: Window): void {
    if (this.#hits.get(key) === slot && slot.count > 0) slot.count -= 1;
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = now;
    for (const [key, entry] of this.#hits) {
      if (entry.resetAt <= now) this.#hits.delete(key);
    }
  }
}

/** A preHandler counting requests per client IP under `group`. */
export function limitPerIp(limiter: RateLimiter, group: string) {
  return async (request: FastifyRequest) => {
    limiter.hit(`${group}:${request.ip}`);
  };
}
