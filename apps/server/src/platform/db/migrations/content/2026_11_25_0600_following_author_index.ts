import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Each author's listed videos (ready, not hidden), newest first, for the "Following" feed's
 * walk over the followed authors (ADR 0068): one short range per author, read from the index
 * alone. `videos_user_feed_idx` cannot serve it: `is_duet` sits between the author and the
 * time, and it holds every state.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX videos_listed_author_idx ON videos (user_id, created_at DESC, id DESC)
    WHERE state = 'ready' AND NOT hidden
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX videos_listed_author_idx`.execute(db);
}
