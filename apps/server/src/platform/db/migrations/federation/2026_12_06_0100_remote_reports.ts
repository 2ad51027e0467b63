import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * Reports other servers send (ADR 0159): a `Flag` becomes rows of the admins' queue whose
 * reporter is a remote server (its host) instead of a Flick account; exactly one of the two
 * is set. The Flag's id is kept so the same Flag, delivered again, makes no second report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reports ALTER COLUMN reporter_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE reports ADD COLUMN reporter_server text`.execute(db);
  await sql`ALTER TABLE reports ADD COLUMN remote_flag_iri text`.execute(db);
  await sql`
    ALTER TABLE reports ADD CONSTRAINT reports_one_reporter
      CHECK ((reporter_id IS NULL) <> (reporter_server IS NULL))
  `.execute(db);
  await sql`
    ALTER TABLE reports ADD CONSTRAINT reports_flag_from_server
      CHECK (remote_flag_iri IS NULL OR reporter_server IS NOT NULL)
  `.execute(db);
  // One report per Flag and target; local reports (no Flag) never meet here, NULLs being distinct.
  await sql`
    CREATE UNIQUE INDEX reports_flag_once_idx ON reports (remote_flag_iri, target_type, target_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM reports WHERE reporter_id IS NULL`.execute(db);
  await sql`DROP INDEX reports_flag_once_idx`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT reports_flag_from_server`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT reports_one_reporter`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN remote_flag_iri`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN reporter_server`.execute(db);
  await sql`ALTER TABLE reports ALTER COLUMN reporter_id SET NOT NULL`.execute(db);
}
