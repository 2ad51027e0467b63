import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/** The kinds of notification a person is told about once per actor and target (ADR 0084). */
const ONCE = `('follow', 'followRequest', 'like', 'commentLike')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // An unfollow-and-follow (or unlike-and-like) told the person again every time: keep the
  // newest of each repeat, then let the database refuse a second one.
  await sql`
    DELETE FROM notifications n
    WHERE n.type IN ${sql.raw(ONCE)}
      AND EXISTS (
        SELECT 1 FROM notifications later
        WHERE later.user_id = n.user_id
          AND later.actor_id = n.actor_id
          AND later.type = n.type
          AND later.video_id IS NOT DISTINCT FROM n.video_id
          AND later.comment_id IS NOT DISTINCT FROM n.comment_id
          AND (later.created_at, later.id) > (n.created_at, n.id)
      )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX notifications_once_idx
      ON notifications (user_id, actor_id, type, video_id, comment_id) NULLS NOT DISTINCT
      WHERE type IN ${sql.raw(ONCE)}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_once_idx`.execute(db);
}
