import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * A stored "For you" score (docs/product.md#for-you, ADR 0059): the part of the score that
 * is the same for every viewer (new, likes, watched to the end) kept in `videos.rank_score`
 * for the videos of the ranking window, so a page is read from an index on (score, id).
 *
 * - `feed_rank_clock`: one row, the hour the stored scores count ages to (`scored_at`) and
 *   how many days back from it a video keeps a score (`kept_days`); the ageing job moves it.
 * - `feed_rank_score(...)`: the formula, one home for the trigger, the job and this backfill.
 * - A trigger computes the score whenever a video is inserted or its `created_at`, `likes`,
 *   `watchers` or `completions` change: in the same statement that moves the counters.
 * - `users_private_idx`: the (few) private accounts, for the visibility rules' probe.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE feed_rank_clock (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      scored_at timestamptz NOT NULL,
      kept_days integer NOT NULL CHECK (kept_days > 0)
    )
  `.execute(db);
  await sql`INSERT INTO feed_rank_clock (scored_at, kept_days) VALUES (date_trunc('hour', now()), 7)`.execute(
    db,
  );
  // $1 created_at, $2 likes, $3 watchers, $4 completions, $5 the clock's hour.
  await sql`
    CREATE FUNCTION feed_rank_score(timestamptz, integer, integer, integer, timestamptz)
    RETURNS float8 LANGUAGE sql IMMUTABLE AS $$
      SELECT (3 * power(0.5::float8, greatest(0::float8, extract(epoch from ($5 - $1))::float8 / 3600) / 24)
        + least(1::float8, ln(1 + $2::float8) / ln(101::float8))
        + 2 * $4::float8 / ($3 + 1))::float8
    $$
  `.execute(db);
  await sql`
    CREATE FUNCTION videos_rank_score() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT CASE WHEN NEW.created_at > c.scored_at - make_interval(days => c.kept_days)
          THEN feed_rank_score(NEW.created_at, NEW.likes, NEW.watchers, NEW.completions, c.scored_at)
        END
        INTO NEW.rank_score FROM feed_rank_clock c;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`ALTER TABLE videos ADD COLUMN rank_score float8`.execute(db);
  await sql`
    UPDATE videos v
    SET rank_score = feed_rank_score(v.created_at, v.likes, v.watchers, v.completions, c.scored_at)
    FROM feed_rank_clock c
    WHERE v.created_at > c.scored_at - make_interval(days => c.kept_days)
  `.execute(db);
  await sql`
    CREATE TRIGGER videos_rank_score
    BEFORE INSERT OR UPDATE OF created_at, likes, watchers, completions ON videos
    FOR EACH ROW EXECUTE FUNCTION videos_rank_score()
  `.execute(db);
  await sql`
    CREATE INDEX videos_rank_idx ON videos (rank_score DESC, id DESC) WHERE rank_score IS NOT NULL
  `.execute(db);
  // The private accounts, for the visibility rule's "author is private" probe: when the
  // planner hashes that probe for a whole walk it reads this small index, not every user.
  await sql`CREATE INDEX IF NOT EXISTS users_private_idx ON users (id) WHERE is_private`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_private_idx`.execute(db);
  await sql`DROP TRIGGER videos_rank_score ON videos`.execute(db);
  await sql`ALTER TABLE videos DROP COLUMN rank_score`.execute(db);
  await sql`DROP FUNCTION videos_rank_score()`.execute(db);
  await sql`DROP FUNCTION feed_rank_score(timestamptz, integer, integer, integer, timestamptz)`.execute(
    db,
  );
  await sql`DROP TABLE feed_rank_clock`.execute(db);
}
