import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { leaseAlive } from '../../platform/jobs/lease';

/**
 * Open notification streams, counted in the database so the caps hold across every server
 * process on it (ADR 0091). A slot names the lease of the process holding the stream
 * (ADR 0024): a crashed process's slots stop counting when its lease lapses, and the next
 * opening for that user removes them.
 */

/** The caps a new stream is checked against. */
export interface StreamCaps {
  perSession: number;
  perUser: number;
}

/**
 * Takes a slot for a new stream of `sessionId` held by the process of `leaseId`, or answers
 * null when the session or the user already holds their cap of live streams. Openings for
 * one user wait for each other (a row lock on the user), so parallel openings in several
 * processes cannot all slip under the cap. After the lock, one statement removes the user's
 * slots whose lease lapsed, counts the live ones and adds the new slot under both caps
 * (ADR 0115: an opening is a few round trips, since thousands of streams reconnect at once
 * after a restart).
 */
export async function takeStreamSlot(
  db: Kysely<Database>,
  owner: { userId: string; sessionId: string; leaseId: string },
  caps: StreamCaps,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    // NO KEY UPDATE: it does not block inserts that reference the user (their FK checks).
    // Its own statement: the next one's snapshot, taken after the lock, sees every opening
    // committed before it.
    await sql`SELECT 1 FROM users WHERE id = ${owner.userId} FOR NO KEY UPDATE`.execute(trx);
    const alive = leaseAlive(sql.ref('s.lease_id'));
    // Slots of processes whose lease lapsed (killed, crashed) are gone for good; the count
    // takes only the live ones, so it needs not see the delete (one snapshot for both).
    const { rows } = await sql<{ id: string }>`
      WITH lapsed AS (
        DELETE FROM notification_streams s
        WHERE s.user_id = ${owner.userId} AND NOT ${alive}
      ), held AS (
        SELECT count(*) AS of_user,
               count(*) FILTER (WHERE s.session_id = ${owner.sessionId}) AS of_session
        FROM notification_streams s
        WHERE s.user_id = ${owner.userId} AND ${alive}
      )
      INSERT INTO notification_streams (user_id, session_id, lease_id)
      SELECT ${owner.userId}::uuid, ${owner.sessionId}::uuid, ${owner.leaseId}::uuid
      FROM held
      WHERE held.of_user < ${caps.perUser} AND held.of_session < ${caps.perSession}
      RETURNING id
    `.execute(trx);
    return rows[0]?.id ?? null;
  });
}

/** Gives a stream's slot back (the stream ended). */
export async function releaseStreamSlot(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('notification_streams').where('id', '=', id).execute();
}

/** Gives back every slot of one process (it is shutting down). */
export async function releaseLeaseSlots(db: Kysely<Database>, leaseId: string): Promise<void> {
  await db.deleteFrom('notification_streams').where('lease_id', '=', leaseId).execute();
}
