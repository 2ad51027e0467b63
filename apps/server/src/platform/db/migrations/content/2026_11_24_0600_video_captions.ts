import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Captions (docs/product.md#captions): the stored name of a video's sanitized WebVTT file,
 * null when it has none; and the length the pipeline measured, which cue timings are
 * checked against (null until the video is processed).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE videos ADD COLUMN captions_file text`.execute(db);
  await sql`ALTER TABLE videos ADD COLUMN duration_seconds real`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE videos DROP COLUMN duration_seconds`.execute(db);
  await sql`ALTER TABLE videos DROP COLUMN captions_file`.execute(db);
}
