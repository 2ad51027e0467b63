import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * A video's views per UTC day for its owner's insights (docs/product.md#insights, ADR 0102):
 * every watch report (one per viewing) adds one view, the share it reached in percent and
 * whether it reached the end. A video's figures are then its few day rows, read by the
 * primary key, however many viewings it had. The reports kept so far (one per viewer, their
 * best) become one view each on the day of their last report.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE video_view_days (
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      day date NOT NULL,
      views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
      percent_sum bigint NOT NULL DEFAULT 0 CHECK (percent_sum >= 0),
      completions integer NOT NULL DEFAULT 0 CHECK (completions >= 0),
      PRIMARY KEY (video_id, day)
    )
  `.execute(db);
  await sql`
    INSERT INTO video_view_days (video_id, day, views, percent_sum, completions)
    SELECT video_id, (watched_at AT TIME ZONE 'UTC')::date, count(*), sum(percent),
           count(*) FILTER (WHERE percent >= 90)
    FROM video_watches
    GROUP BY 1, 2
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE video_view_days`.execute(db);
}
