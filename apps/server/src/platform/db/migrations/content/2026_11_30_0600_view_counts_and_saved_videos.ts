import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * View counts and saved videos (docs/product.md#view-counts, #saved-videos; ADR 0109).
 *
 * - `videos.views`: how many times the video was watched, one per watch report, moved by the
 *   statement that records the report (as `watchers` and `completions` are), so a grid tile
 *   reads it with the row instead of summing day rows. It starts as the sum of the video's
 *   `video_view_days`, which count the same reports.
 * - `saved_videos`: a person's private bookmarks, one row per person and video, read newest
 *   saved first by the person's key. Both sides cascade: a deleted video or account leaves no row.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE videos ADD COLUMN views integer NOT NULL DEFAULT 0 CHECK (views >= 0)`.execute(
    db,
  );
  await sql`
    UPDATE videos v SET views = d.views
    FROM (SELECT video_id, sum(views)::int AS views FROM video_view_days GROUP BY video_id) d
    WHERE v.id = d.video_id
  `.execute(db);
  await sql`
    CREATE TABLE saved_videos (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      saved_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, video_id)
    )
  `.execute(db);
  await sql`CREATE INDEX saved_videos_by_time ON saved_videos (user_id, saved_at DESC, video_id DESC)`.execute(
    db,
  );
  // A video's delete finds its saves by this key (the cascade).
  await sql`CREATE INDEX saved_videos_video ON saved_videos (video_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE saved_videos`.execute(db);
  await sql`ALTER TABLE videos DROP COLUMN views`.execute(db);
}
