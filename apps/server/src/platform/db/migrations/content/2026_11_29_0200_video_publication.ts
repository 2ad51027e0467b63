import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Drafts and scheduled videos (docs/product.md#drafts-and-scheduled-videos, ADR 0101). A
 * processed video that is not listed yet is `held`: every rule that lists or shows a video to
 * others asks for `ready`, so a held video is seen by its owner alone, as a processing one is.
 * `publication` says what waits (`draft`, `scheduled` at `publish_at`) and, while processing,
 * what the pipeline makes of the video when it is done (`posted`: ready). `cover_seconds` is
 * the second of the video whose frame the pipeline takes for its poster. The head version
 * (ADR 0076) moves with the new columns as well.
 */
const COLUMNS = `user_id, created_at, video_file, video_url, thumb_url, thumb_url_compress,
  caption, hashtags, allow_comment, allow_download, allow_duet, is_duet, status, state,
  progress, failure_reason, hidden, captions_file, mentions`;

async function headTrigger(db: Kysely<unknown>, columns: string): Promise<void> {
  const list = columns.split(',').map((c) => c.trim());
  const old = list.map((c) => `OLD.${c}`).join(', ');
  const now = list.map((c) => `NEW.${c}`).join(', ');
  await sql`DROP TRIGGER videos_head_version ON videos`.execute(db);
  await sql
    .raw(`
    CREATE TRIGGER videos_head_version
    BEFORE UPDATE OF ${list.join(', ')}
    ON videos FOR EACH ROW
    WHEN ((${old}) IS DISTINCT FROM (${now}))
    EXECUTE FUNCTION videos_head_version()
  `)
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE videos
      DROP CONSTRAINT videos_state_value,
      ADD CONSTRAINT videos_state_value CHECK (state IN ('processing', 'ready', 'failed', 'held')),
      ADD COLUMN publication text NOT NULL DEFAULT 'posted',
      ADD COLUMN publish_at timestamptz,
      ADD COLUMN cover_seconds real,
      ADD CONSTRAINT videos_publication_value CHECK (
        (publication = 'scheduled') = (publish_at IS NOT NULL)
        AND publication IN ('posted', 'draft', 'scheduled')
      )
  `.execute(db);
  // The schedule's sweep: scheduled videos due (usually none).
  await sql`
    CREATE INDEX videos_scheduled_idx ON videos (publish_at) WHERE publication = 'scheduled'
  `.execute(db);
  await headTrigger(db, `${COLUMNS}, publication, publish_at`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await headTrigger(db, COLUMNS);
  await sql`DROP INDEX videos_scheduled_idx`.execute(db);
  await sql`UPDATE videos SET state = 'ready' WHERE state = 'held'`.execute(db);
  await sql`
    ALTER TABLE videos
      DROP CONSTRAINT videos_publication_value,
      DROP COLUMN publication,
      DROP COLUMN publish_at,
      DROP COLUMN cover_seconds,
      DROP CONSTRAINT videos_state_value,
      ADD CONSTRAINT videos_state_value CHECK (state IN ('processing', 'ready', 'failed'))
  `.execute(db);
}
