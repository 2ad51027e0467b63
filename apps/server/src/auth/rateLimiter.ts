import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/errors';

/**
 * A fixed-window counter per key, in memory. Enough for one process; a multi-process
 * PostgreSQL deployment would move it into the database or a shared cache.
 */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  #lastSweep = Date.now();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 with a message once the key is over its limit. */
  hit(key: string, message = 'Too many attempts. Please try again later.'): void {
    const entry = this.#count(key);
    if (entry.count > this.limit) {
      throw tooManyRequests(message, (entry.resetAt - Date.now()) / 1000);
    }
  }

  /** Counts one hit without refusing it (e.g. a failed sign-in, counted after the fact). */
  record(key: string): void {
    this.#count(key);
  }

  /** Throws 429 when the key already used up its limit; counts nothing. */
  check(key: string, message = 'Too many attempts. Please try again later.'): void {
    const now = Date.now();
    const entry = this.#hits.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.limit) {
      throw tooManyRequests(message, (entry.resetAt - now) / 1000);
    }
  }

  #count(key: string): { count: number; resetAt: number } {
    const now = Date.now();
    this.#sweep(now);
    let entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.#hits.set(key, entry);
    }
    entry.count += 1;
    return entry;
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
