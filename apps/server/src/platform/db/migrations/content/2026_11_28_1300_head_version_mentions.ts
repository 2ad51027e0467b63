import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * A video's head (ADR 0076) now also holds the people its caption mentions (`mentions`,
 * migration 2026_11_28_1111): a change of them moves the head version too, so a feed page never
 * serves cached mentions that an edit replaced.
 */
const COLUMNS = `user_id, created_at, video_file, video_url, thumb_url, thumb_url_compress,
  caption, hashtags, allow_comment, allow_download, allow_duet, is_duet, status, state,
  progress, failure_reason, hidden, captions_file`;

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
  await headTrigger(db, `${COLUMNS}, mentions`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await headTrigger(db, COLUMNS);
}
