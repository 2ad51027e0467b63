import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The demo people a fresh data directory is seeded with are marked, so the first account
  // someone creates there is still the install's first account (ADR 0089). A constant default
  // adds the column without rewriting the table.
  await sql`ALTER TABLE users ADD COLUMN demo boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN demo`.execute(db);
}
