import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Watch reports for the "For you" ranking (docs/product.md#for-you): one small row per
 * viewer and video holding the best share watched, in percent, and two counters on the
 * video (viewers who reported, viewers who watched to the end) so ranking reads no event rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE video_watches (
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      percent smallint NOT NULL CHECK (percent BETWEEN 0 AND 100),
      watched_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (video_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX video_watches_user_idx ON video_watches (user_id)`.execute(db);
  await sql`
    ALTER TABLE videos
      ADD COLUMN watchers integer NOT NULL DEFAULT 0,
      ADD COLUMN completions integer NOT NULL DEFAULT 0
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE videos DROP COLUMN watchers, DROP COLUMN completions`.execute(db);
  await sql`DROP TABLE video_watches`.execute(db);
}
