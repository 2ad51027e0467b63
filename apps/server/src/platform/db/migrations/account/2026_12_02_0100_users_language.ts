import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * The account's language (ADR 0144): its emails and SMS are written in it.
 * Null when none was chosen. The list is the contract's `Language` enum as it stood.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN language text
      CONSTRAINT users_language_check CHECK (language IN ('en', 'es', 'ar'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
