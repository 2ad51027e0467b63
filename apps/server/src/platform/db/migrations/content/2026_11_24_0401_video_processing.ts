import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Server-side processing of uploads: a video is `processing` until its web rendition exists,
 * then `ready` or `failed`. Rows that exist already were served as uploaded and stay `ready`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE videos
      ADD COLUMN state text NOT NULL DEFAULT 'ready',
      ADD COLUMN progress integer,
      ADD COLUMN failure_reason text,
      ADD COLUMN source_file text,
      ADD CONSTRAINT videos_state_value CHECK (state IN ('processing', 'ready', 'failed')),
      ADD CONSTRAINT videos_progress_range CHECK (progress BETWEEN 0 AND 100)
  `.execute(db);
  // Feeds read ready videos only, newest first.
  await sql`CREATE INDEX videos_ready_feed_idx ON videos (created_at DESC, id DESC) WHERE state = 'ready'`.execute(
    db,
  );
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_value`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_value
      CHECK (type IN ('follow', 'like', 'comment', 'commentLike', 'videoReady', 'videoFailed'))
  `.execute(db);
  // About your own upload you are the actor.
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_not_self`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_not_self
      CHECK (user_id <> actor_id OR type IN ('videoReady', 'videoFailed'))
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN ('videoReady', 'videoFailed')`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_not_self`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_not_self CHECK (user_id <> actor_id)`.execute(
    db,
  );
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_value`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_value
      CHECK (type IN ('follow', 'like', 'comment', 'commentLike'))
  `.execute(db);
  await sql`DROP INDEX videos_ready_feed_idx`.execute(db);
  await sql`
    ALTER TABLE videos DROP COLUMN state, DROP COLUMN progress, DROP COLUMN failure_reason,
      DROP COLUMN source_file
  `.execute(db);
}
