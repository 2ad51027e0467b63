import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * The walk over the followed authors in "For you" reads the reader's `following_timeline`
 * rows of the window (ADR 0071): one index range per reader instead of one probe per
 * followed author, so the window index per author (`videos_ranked_author_idx`, ADR 0070)
 * has no reader left and only costs every write of a scored video.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS videos_ranked_author_idx`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX videos_ranked_author_idx ON videos (user_id, rank_score DESC, id DESC)
    WHERE rank_score IS NOT NULL AND state = 'ready' AND NOT hidden
  `.execute(db);
}
