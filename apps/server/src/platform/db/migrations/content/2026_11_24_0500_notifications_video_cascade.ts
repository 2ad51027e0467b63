import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * A notification about a video goes with the video. A like or comment whose notification
 * is inserted just after a concurrent delete committed can no longer leave a notice that
 * points nowhere: the insert fails its key check instead. Orphans written before this rule
 * are removed first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    DELETE FROM notifications n
    WHERE n.video_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM videos v WHERE v.id = n.video_id)
  `.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_video_fk
      FOREIGN KEY (video_id) REFERENCES videos (id) ON DELETE CASCADE
  `.execute(db);
  await sql`CREATE INDEX notifications_video_idx ON notifications (video_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX notifications_video_idx`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_video_fk`.execute(db);
}
