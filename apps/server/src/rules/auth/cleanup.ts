import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** How long ended sessions and used or expired one-time rows are kept (for support). */
const KEEP_ENDED_DAYS = 7;

/**
 * Deletes what can never be used again: expired OTP codes, tickets, address changes, OIDC
 * flows and codes,
 * daily OTP counters of past days, and sessions that ended more than a week ago.
 * Safe to run at any time on either engine.
 */
export async function purgeExpired(db: Kysely<Database>): Promise<void> {
  const keep = sql<Date>`now() - make_interval(days => ${KEEP_ENDED_DAYS})`;
  await db.deleteFrom('otp_codes').where('expires_at', '<', keep).execute();
  await db.deleteFrom('verification_tickets').where('expires_at', '<', keep).execute();
  await db.deleteFrom('address_changes').where('expires_at', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('oidc_flows').where('expires_at', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('oidc_login_codes').where('expires_at', '<', keep).execute();
  await db
    .deleteFrom('otp_daily_counts')
    .where('day', '<', sql<string>`((now() AT TIME ZONE 'UTC')::date - 1)`)
    .execute();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', keep),
        eb('revoked_at', '<', keep),
        eb('last_used_at', '<', sql<Date>`now() - make_interval(days => ${14 + KEEP_ENDED_DAYS})`),
      ]),
    )
    .execute();
}

/** How often expired rows are removed (also once when the server is ready). */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Removes expired codes, tickets and sessions when the server is ready, then hourly. */
export const expiredRowsPlugin = fp(
  async (app) => {
    const purge = () =>
      purgeExpired(app.db).catch((err: unknown) =>
        app.log.warn({ err }, 'could not purge expired rows'),
      );
    const timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      await purge();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'flick-expired-rows', dependencies: ['flick-db'] },
);
