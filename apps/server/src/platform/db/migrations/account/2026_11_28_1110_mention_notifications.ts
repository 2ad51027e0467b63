import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

const TYPES_BEFORE = `('follow', 'like', 'comment', 'commentLike', 'videoReady', 'videoFailed',
  'followRequest', 'followAccepted')`;
const TYPES_AFTER = `('follow', 'like', 'comment', 'commentLike', 'videoReady', 'videoFailed',
  'followRequest', 'followAccepted', 'mention')`;
const ONCE_BEFORE = `('follow', 'followRequest', 'like', 'commentLike')`;
const ONCE_AFTER = `('follow', 'followRequest', 'like', 'commentLike', 'mention')`;

/**
 * A caption's `@name` tells that person (docs/product.md#caption-hashtags-and-mentions), once
 * per video and author: an edit that keeps the mention, or adds it back, tells nobody again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_value`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_value
      CHECK (type IN ${sql.raw(TYPES_AFTER)})
  `.execute(db);
  await sql`DROP INDEX notifications_once_idx`.execute(db);
  await sql`
    CREATE UNIQUE INDEX notifications_once_idx
      ON notifications (user_id, actor_id, type, video_id, comment_id) NULLS NOT DISTINCT
      WHERE type IN ${sql.raw(ONCE_AFTER)}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type = 'mention'`.execute(db);
  await sql`DROP INDEX notifications_once_idx`.execute(db);
  await sql`
    CREATE UNIQUE INDEX notifications_once_idx
      ON notifications (user_id, actor_id, type, video_id, comment_id) NULLS NOT DISTINCT
      WHERE type IN ${sql.raw(ONCE_BEFORE)}
  `.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_value`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_value
      CHECK (type IN ${sql.raw(TYPES_BEFORE)})
  `.execute(db);
}
