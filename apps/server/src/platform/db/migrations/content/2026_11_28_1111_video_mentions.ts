import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * The people a video's caption mentions (docs/product.md#caption-hashtags-and-mentions), as
 * `[{ "userId": …, "userName": … }]`, read from the caption when it is stored or edited so a
 * read links them without looking names up. Earlier videos mention nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE videos ADD COLUMN mentions jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE videos DROP COLUMN mentions`.execute(db);
}
