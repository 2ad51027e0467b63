import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Each author's listed videos of the "For you" window (those with a stored score), best
 * first, for the walk over the followed authors in "For you" (ADR 0070): one probe per
 * followed author into an index as small as the window, instead of into one over every
 * video the author ever posted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX videos_ranked_author_idx ON videos (user_id, rank_score DESC, id DESC)
    WHERE rank_score IS NOT NULL AND state = 'ready' AND NOT hidden
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX videos_ranked_author_idx`.execute(db);
}
