import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * A user's follower count is kept, not counted (ADR 0116). A follow answers the followed
 * user's count, and a profile shows it: `count(*)` over their follows read every follower's
 * index entry, so a follow of an account with 400,000 followers cost tens of milliseconds more
 * than a follow of an ordinary one.
 *
 * `follower_counts.followers` is kept by two statement triggers on `follows`, from the rows a
 * statement inserted or deleted (transition tables): one upsert per followed user and
 * statement (a bulk insert of 200,000 follows of one author is one update, not 200,000), in
 * user order, with `n = n ± k` in SQL (exact under READ COMMITTED, no deadlock between two
 * writers). A user without a row has no followers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE follower_counts (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      followers integer NOT NULL,
      CONSTRAINT follower_counts_not_negative CHECK (followers >= 0)
    )
  `.execute(db);
  await sql`
    CREATE FUNCTION follower_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO follower_counts AS c (user_id, followers)
      SELECT followee_id, count(*) FROM added_follows GROUP BY followee_id ORDER BY followee_id
      ON CONFLICT (user_id) DO UPDATE SET followers = c.followers + excluded.followers;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE FUNCTION follower_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM follower_counts
      WHERE user_id IN (SELECT followee_id FROM removed_follows)
      ORDER BY user_id FOR UPDATE;
      UPDATE follower_counts c SET followers = c.followers - r.n
      FROM (SELECT followee_id, count(*) AS n FROM removed_follows GROUP BY followee_id) r
      WHERE c.user_id = r.followee_id;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER follower_counts_added AFTER INSERT ON follows
    REFERENCING NEW TABLE AS added_follows
    FOR EACH STATEMENT EXECUTE FUNCTION follower_counts_added()
  `.execute(db);
  await sql`
    CREATE TRIGGER follower_counts_removed AFTER DELETE ON follows
    REFERENCING OLD TABLE AS removed_follows
    FOR EACH STATEMENT EXECUTE FUNCTION follower_counts_removed()
  `.execute(db);
  await sql`
    INSERT INTO follower_counts (user_id, followers)
    SELECT followee_id, count(*) FROM follows GROUP BY followee_id
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER follower_counts_removed ON follows`.execute(db);
  await sql`DROP TRIGGER follower_counts_added ON follows`.execute(db);
  await sql`DROP FUNCTION follower_counts_removed()`.execute(db);
  await sql`DROP FUNCTION follower_counts_added()`.execute(db);
  await sql`DROP TABLE follower_counts`.execute(db);
}
