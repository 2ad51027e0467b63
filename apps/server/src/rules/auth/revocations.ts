import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { liveRelays } from '../../platform/db/liveRelays';

/** The PostgreSQL channel session revocations travel on between processes. */
export const SESSIONS_REVOKED_CHANNEL = 'flick_sessions_revoked';

/**
 * Sessions that just ended: one session (logout), or every session of a user but one
 * (password change keeps the caller's; reset keeps none).
 */
export type Revocation =
  | { sessionId: string }
  | { userId: string; keepSessionId?: string | undefined };

/** Whether a revocation covers a session of a user. */
export function revokes(
  event: Revocation,
  session: { sessionId: string; userId: string },
): boolean {
  if ('sessionId' in event) return event.sessionId === session.sessionId;
  return event.userId === session.userId && event.keepSessionId !== session.sessionId;
}

/**
 * Revocations made in this process on the embedded database (PGlite: one process per
 * DATA_DIR holds every stream). Listeners get a `Revocation`.
 */
export const localRevocations = new EventEmitter();
localRevocations.setMaxListeners(0);

/**
 * Tells whatever holds live connections for a session (notification streams) that it ended.
 * On PostgreSQL it goes by `pg_notify`, delivered at commit when `db` is a transaction, to
 * every server process on the database; on PGlite to this process at once.
 */
export async function announceRevocation(db: Kysely<Database>, event: Revocation): Promise<void> {
  if (liveRelays.active > 0) {
    await sql`SELECT pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
  } else {
    localRevocations.emit('revoked', event);
  }
}
