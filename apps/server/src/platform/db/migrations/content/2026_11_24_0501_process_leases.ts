import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Crash-consistent work across processes (ADR 0024): each running server or worker keeps a
 * lease row alive; a media job records which lease runs it; an upload row is written
 * before its file, marked with its writer's lease until the file is stored. Work whose
 * lease lapsed belongs to a dead process and is taken over or cleaned up.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE process_leases (
      id uuid PRIMARY KEY,
      machine text NOT NULL,
      pid integer NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE job_claims (
      job_id uuid PRIMARY KEY,
      lease_id uuid NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`ALTER TABLE uploads ADD COLUMN writer_id uuid`.execute(db);
  await sql`CREATE INDEX uploads_writer_idx ON uploads (writer_id) WHERE writer_id IS NOT NULL`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM uploads WHERE writer_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE uploads DROP COLUMN writer_id`.execute(db);
  await sql`DROP TABLE job_claims`.execute(db);
  await sql`DROP TABLE process_leases`.execute(db);
}
