import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { leaseAlive } from '../jobs/lease';

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
 * processes cannot all slip under the cap.
 */
export async function takeStreamSlot(
  db: Kysely<Database>,
  owner: { userId: string; sessionId: string; leaseId: string },
  caps: StreamCaps,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    // NO KEY UPDATE: it does not block inserts that reference the user (their FK checks).
    await sql`SELECT 1 FROM users WHERE id = ${owner.userId} FOR NO KEY UPDATE`.execute(trx);
    // Slots of processes whose lease lapsed (killed, crashed) are gone for good.
    await trx
      .deleteFrom('notification_streams as s')
      .where('s.user_id', '=', owner.userId)
      .where(({ not }) => not(leaseAlive(sql.ref('s.lease_id'))))
      .execute();
    const held = await trx
      .selectFrom('notification_streams')
      .where('user_id', '=', owner.userId)
      .select([
        sql<string>`count(*)`.as('ofUser'),
        sql<string>`count(*) FILTER (WHERE session_id = ${owner.sessionId})`.as('ofSession'),
      ])
      .executeTakeFirstOrThrow();
    // count(*) arrives as text on both engines.
    if (Number(held.ofUser) >= caps.perUser || Number(held.ofSession) >= caps.perSession) {
      return null;
    }
    const row = await trx
      .insertInto('notification_streams')
      .values({ user_id: owner.userId, session_id: owner.sessionId, lease_id: owner.leaseId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
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
