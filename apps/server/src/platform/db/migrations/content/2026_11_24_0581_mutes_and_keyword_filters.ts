import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Mutes (docs/product.md#mute) and personal keyword filters (docs/product.md#keyword-filter).
 * Comments keep a decoded copy of their text so filters match words, not URI escapes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE mutes (
      muter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      muted_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (muter_id, muted_id),
      CONSTRAINT mutes_not_self CHECK (muter_id <> muted_id)
    )
  `.execute(db);
  await sql`CREATE INDEX mutes_muted_id_idx ON mutes (muted_id)`.execute(db);
  // keyword: as the user typed it (trimmed); pattern: the regular expression that matches it
  // as a whole word, case-insensitively (made by the server, special characters escaped).
  await sql`
    CREATE TABLE keyword_filters (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      keyword text NOT NULL,
      pattern text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, keyword),
      CONSTRAINT keyword_filters_length CHECK (char_length(keyword) BETWEEN 1 AND 40)
    )
  `.execute(db);
  await sql`ALTER TABLE comments ADD COLUMN plain text`.execute(db);
  // Earlier comments: their decoded text, one batch at a time (a comment that does not
  // decode keeps null and is matched as stored).
  for (;;) {
    const { rows } = await sql<{ id: string; comment: string }>`
      SELECT id, comment FROM comments WHERE plain IS NULL AND comment <> '' LIMIT 1000
    `.execute(db);
    const decoded = rows.map((row) => {
      try {
        return { id: row.id, plain: decodeURIComponent(row.comment) };
      } catch {
        return { id: row.id, plain: row.comment };
      }
    });
    if (decoded.length === 0) break;
    await sql`
      UPDATE comments c SET plain = d.plain
      FROM unnest(${decoded.map((d) => d.id)}::uuid[], ${decoded.map((d) => d.plain)}::text[]) AS d(id, plain)
      WHERE c.id = d.id
    `.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE comments DROP COLUMN plain`.execute(db);
  await sql`DROP TABLE keyword_filters`.execute(db);
  await sql`DROP TABLE mutes`.execute(db);
}
