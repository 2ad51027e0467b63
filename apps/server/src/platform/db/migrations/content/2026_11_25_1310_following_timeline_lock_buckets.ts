import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * The "Following" timeline's triggers lock the author of each follow and video they write
 * (ADR 0070), and a transaction holds its advisory locks until it ends: one statement that
 * wrote the videos of 100,000 authors (an import, the benchmark's dataset) needed 100,000
 * locks and failed with "out of shared memory" (the lock table holds 64 per connection).
 * The lock is now one of `LOCK_BUCKETS` per author hash (ADR 0071): a transaction holds at
 * most that many, and two writers of different authors wait for each other only when their
 * authors share a bucket, for the rest of a short transaction.
 */
const LOCK_BUCKETS = 256;

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION following_timeline_lock(author uuid) RETURNS void LANGUAGE sql AS $$
      SELECT pg_advisory_xact_lock(hashtext('following_timeline'), hashtext(author::text) & ${sql.raw(String(LOCK_BUCKETS - 1))})
    $$
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION following_timeline_lock(author uuid) RETURNS void LANGUAGE sql AS $$
      SELECT pg_advisory_xact_lock(hashtextextended('following_timeline:' || author::text, 0))
    $$
  `.execute(db);
}
