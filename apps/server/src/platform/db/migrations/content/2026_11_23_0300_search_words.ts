import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations use Kysely<any> and raw SQL, never today's table types.
// SQL runs on PostgreSQL 15 (Debian) and PGlite 0.5 (PostgreSQL 18).
//
// User search's typo step compared the text with every user whose name shares a trigram
// with it: at 100k users whose names share a few stems, tens of thousands of rechecks
// (39–90 ms). Names are made of far fewer distinct words, so the fuzzy step runs against
// this table of words instead, and users are then fetched by the matched word through the
// prefix indexes. A trigger keeps it in step with every write to users, whichever code
// path makes it (sign-up, OIDC, profile edits, the demo seed, deletes).

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  // A name's words: lower-case runs between spaces, punctuation and digits ('maya.travels',
  // 'Okafor42' → maya, travels, okafor), at least two characters, each once. The same
  // split as wordsOf() in discovery.repository.ts.
  await sql`
    CREATE FUNCTION search_words_of(user_name text, first_name text, last_name text)
    RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
      FROM regexp_split_to_table(
        lower(user_name || ' ' || first_name || ' ' || last_name),
        '[[:space:][:punct:][:digit:]]+'
      ) AS w
      WHERE char_length(w) >= 2
    $$
  `.execute(db);

  // users = how many users' names hold the word; a word leaves with its last user.
  await sql`
    CREATE TABLE search_words (
      word text PRIMARY KEY,
      users integer NOT NULL,
      CONSTRAINT search_words_users_not_negative CHECK (users >= 0)
    )
  `.execute(db);
  await sql`CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)`.execute(
    db,
  );

  // Only the words that changed are touched, in word order (no deadlock between two
  // writers), with n = n ± 1 in SQL (safe under READ COMMITTED). A word is decremented
  // first and deleted at 0 while its row is locked: deleting "where users <= 1" instead
  // would let two concurrent deletes both miss and drive the count below zero.
  await sql`
    CREATE FUNCTION users_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_words text[] := '{}';
      new_words text[] := '{}';
      w text;
      left_users integer;
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        old_words := search_words_of(OLD.user_name::text, OLD.first_name, OLD.last_name);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        new_words := search_words_of(NEW.user_name::text, NEW.first_name, NEW.last_name);
      END IF;
      FOR w IN SELECT unnest(new_words) EXCEPT SELECT unnest(old_words) ORDER BY 1 LOOP
        INSERT INTO search_words (word, users) VALUES (w, 1)
        ON CONFLICT (word) DO UPDATE SET users = search_words.users + 1;
      END LOOP;
      FOR w IN SELECT unnest(old_words) EXCEPT SELECT unnest(new_words) ORDER BY 1 LOOP
        UPDATE search_words SET users = users - 1 WHERE word = w RETURNING users INTO left_users;
        IF left_users = 0 THEN
          DELETE FROM search_words WHERE word = w AND users = 0;
        END IF;
      END LOOP;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER users_search_words_sync
    AFTER INSERT OR DELETE OR UPDATE OF user_name, first_name, last_name ON users
    FOR EACH ROW EXECUTE FUNCTION users_search_words_sync()
  `.execute(db);

  // The users that exist already (100k on the bench database: about a second).
  await sql`
    INSERT INTO search_words (word, users)
    SELECT w, count(*)
    FROM users u
    CROSS JOIN LATERAL unnest(search_words_of(u.user_name::text, u.first_name, u.last_name)) AS w
    GROUP BY w
  `.execute(db);
  await sql`ANALYZE search_words`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS users_search_words_sync ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS users_search_words_sync()`.execute(db);
  await sql`DROP TABLE IF EXISTS search_words`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_words_of(text, text, text)`.execute(db);
}
