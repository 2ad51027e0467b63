import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

const ONCE = `('follow', 'followRequest', 'like', 'commentLike', 'mention')`;

/**
 * A notification that is made once (a like, a follow…) is once per remote actor too (ADR
 * 0160): the remote actor is part of the key, so a second remote account's like of a video
 * tells its owner as the first did (both have no Flick actor, and the key named none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_once_idx`.execute(db);
  await sql`
    CREATE UNIQUE INDEX notifications_once_idx
      ON notifications (user_id, actor_id, remote_actor_iri, type, video_id, comment_id)
      NULLS NOT DISTINCT
      WHERE type IN ${sql.raw(ONCE)}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Of the remote ones the old key holds as one, the first stays.
  await sql`
    DELETE FROM notifications n
    WHERE n.remote_actor_iri IS NOT NULL AND n.type IN ${sql.raw(ONCE)}
      AND EXISTS (
        SELECT 1 FROM notifications o
        WHERE o.user_id = n.user_id AND o.actor_id IS NULL AND o.type = n.type
          AND o.video_id IS NOT DISTINCT FROM n.video_id
          AND o.comment_id IS NOT DISTINCT FROM n.comment_id
          AND (o.created_at, o.id) < (n.created_at, n.id)
      )
  `.execute(db);
  await sql`DROP INDEX notifications_once_idx`.execute(db);
  await sql`
    CREATE UNIQUE INDEX notifications_once_idx
      ON notifications (user_id, actor_id, type, video_id, comment_id) NULLS NOT DISTINCT
      WHERE type IN ${sql.raw(ONCE)}
  `.execute(db);
}
