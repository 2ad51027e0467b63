import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Stored files whose rows are gone (a deleted account's videos, uploads and photo): written
 * in the transaction that removes the rows, removed once the file is deleted after commit.
 * What a failed delete leaves here, the leftovers sweep deletes later: no file is orphaned.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pending_media_deletions (
      area text NOT NULL CONSTRAINT pending_media_deletions_area_value CHECK (area IN ('media', 'originals')),
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (area, name)
    )
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE pending_media_deletions`.execute(db);
}
