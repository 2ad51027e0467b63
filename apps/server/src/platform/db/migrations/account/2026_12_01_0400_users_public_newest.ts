import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * The newest public accounts, by index: what suggestions fall back to when too few of the
 * most followed accounts are left for the caller (docs/product.md#suggestions) read the first
 * rows of this index instead of sorting every account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX users_public_newest_idx ON users (created_at DESC, id) WHERE NOT is_private
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX users_public_newest_idx`.execute(db);
}
