import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/** An admin may be granted by the operator's command line (`pnpm flick admin grant`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE admins DROP CONSTRAINT admins_source_value`.execute(db);
  await sql`
    ALTER TABLE admins ADD CONSTRAINT admins_source_value CHECK (source IN ('first', 'email', 'cli'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM admins WHERE source = 'cli'`.execute(db);
  await sql`ALTER TABLE admins DROP CONSTRAINT admins_source_value`.execute(db);
  await sql`
    ALTER TABLE admins ADD CONSTRAINT admins_source_value CHECK (source IN ('first', 'email'))
  `.execute(db);
}
