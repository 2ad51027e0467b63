import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REPORT_WINDOW_MS, REPORTS_PER_HOUR } from '../moderation/moderation.service';
import { RateLimiter } from './rateLimiter';

/** Watch reports one viewer may send per window (a player reports once per video watched). */
export const WATCH_REPORTS_PER_MINUTE = 120;
const WATCH_WINDOW_MS = 60_000;

/**
 * The server's rate limiters, one of each per app (ADR 0064). Each counts in the database
 * (ADR 0039), so every process on one PostgreSQL shares their limits; keys tell apart who
 * is counted (an IP and route group, an address, a user).
 */
export interface RateLimits {
  /**
   * Requests per client IP on each public account route group (`AUTH_RATE_LIMIT_PER_IP`):
   * use it as a preHandler through `limitPerIp(app.rateLimits.perIp, group)`.
   */
  perIp: RateLimiter;
  /** Failed sign-ins per address (docs/product.md#sign-in). */
  loginFailures: RateLimiter;
  /** Wrong current passwords per account, on the routes that ask for it. */
  passwordChecks: RateLimiter;
  /** Reports one user may file per hour (docs/product.md#reports-and-moderation). */
  reports: RateLimiter;
  /** Watch reports one viewer may send per minute (docs/product.md#for-you). */
  watches: RateLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limiters, from the named plugin `flick-rate-limits`. */
    rateLimits: RateLimits;
  }
}

/** Builds the limiters of `app` from its config and database. */
function rateLimitsOf(app: FastifyInstance): RateLimits {
  const { perIp, loginPerAddress, windowMs } = app.config.rateLimits;
  return {
    perIp: new RateLimiter(app.db, perIp, windowMs),
    loginFailures: new RateLimiter(app.db, loginPerAddress, windowMs),
    passwordChecks: new RateLimiter(app.db, loginPerAddress, windowMs),
    reports: new RateLimiter(app.db, REPORTS_PER_HOUR, REPORT_WINDOW_MS),
    watches: new RateLimiter(app.db, WATCH_REPORTS_PER_MINUTE, WATCH_WINDOW_MS),
  };
}

/**
 * Gives `app` its limiters unless an ancestor already did: `app.ts` registers
 * `rateLimitsPlugin` at the root so every host shares them; a host running alone gets its own.
 */
export function decorateRateLimits(app: FastifyInstance): void {
  if (app.hasDecorator('rateLimits')) return;
  app.decorate('rateLimits', rateLimitsOf(app));
}

/** Decorates the root with `app.rateLimits`; register after the database, before the hosts. */
export const rateLimitsPlugin = fp(
  async (app) => {
    decorateRateLimits(app);
  },
  { name: 'flick-rate-limits', dependencies: ['flick-db'], decorators: { fastify: ['config'] } },
);
