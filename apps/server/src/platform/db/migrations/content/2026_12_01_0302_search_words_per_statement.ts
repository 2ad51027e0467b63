import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * New users' search words are counted once per statement (ADR 0116). The row trigger of
 * 2026_11_23_0300 added one to each of a new user's words per user: a statement that inserts
 * many users whose names share words (an import, the benchmarks' datasets) updated the same
 * few rows of `search_words` once per user within one transaction, and each update walked the
 * row's versions written before it: 2,000 users took 0.32 s, 200,000 took 7.5 minutes.
 *
 * Inserts now go through a statement trigger that counts the inserted rows' words (transition
 * table) and upserts each word once, in word order (as the row trigger does, so no deadlock
 * between writers). Updates of the names and deletes keep the row trigger.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER users_search_words_sync ON users`.execute(db);
  await sql`
    CREATE TRIGGER users_search_words_sync
    AFTER DELETE OR UPDATE OF user_name, first_name, last_name ON users
    FOR EACH ROW EXECUTE FUNCTION users_search_words_sync()
  `.execute(db);
  await sql`
    CREATE FUNCTION users_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_words AS s (word, users)
      SELECT w, count(*) FROM added_users u
      CROSS JOIN LATERAL unnest(search_words_of(u.user_name::text, u.first_name, u.last_name)) AS w
      GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET users = s.users + excluded.users;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER users_search_words_added AFTER INSERT ON users
    REFERENCING NEW TABLE AS added_users
    FOR EACH STATEMENT EXECUTE FUNCTION users_search_words_added()
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER users_search_words_added ON users`.execute(db);
  await sql`DROP FUNCTION users_search_words_added()`.execute(db);
  await sql`DROP TRIGGER users_search_words_sync ON users`.execute(db);
  await sql`
    CREATE TRIGGER users_search_words_sync
    AFTER INSERT OR DELETE OR UPDATE OF user_name, first_name, last_name ON users
    FOR EACH ROW EXECUTE FUNCTION users_search_words_sync()
  `.execute(db);
}
