import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Each reader's "Following" feed, kept as rows (ADR 0070): one row per (reader, listed video
 * of someone the reader follows), written when the follow or the video changes, so a page is
 * one range of one reader's rows instead of a walk over every followed author.
 *
 * - `following_timeline`: reader, author, video and the video's time; read newest first by
 *   `following_timeline_read_idx` (the author is in it for the mute and block check).
 * - A video that is inserted listed (ready, not hidden) or becomes listed gets a row for each
 *   follower of its author; one that stops being listed loses its rows; one whose time moves
 *   gets them again at the new time. Deleting a video or a reader deletes their rows.
 * - A follow gets a row for each listed video of the followed person; an unfollow removes
 *   them. Follow requests to private accounts are not follows until approved.
 * - Both triggers first take a transaction lock on the author: a follow and a video of the
 *   same author written at once by two transactions then run one after the other, and the
 *   second sees what the first committed (each statement of a trigger function reads what
 *   was committed before it starts), so neither row is lost.
 * - The rows of the follows and videos there already are written once here.
 *
 * `videos_listed_author_idx` (ADR 0068) served the walk this replaces and is dropped.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE following_timeline (
      reader_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      author_id uuid NOT NULL,
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (reader_id, author_id, video_id)
    )
  `.execute(db);
  await sql`
    CREATE INDEX following_timeline_read_idx
    ON following_timeline (reader_id, created_at DESC, video_id DESC) INCLUDE (author_id)
  `.execute(db);
  await sql`CREATE INDEX following_timeline_video_idx ON following_timeline (video_id)`.execute(db);
  await sql`
    CREATE FUNCTION following_timeline_lock(author uuid) RETURNS void LANGUAGE sql AS $$
      SELECT pg_advisory_xact_lock(hashtextextended('following_timeline:' || author::text, 0))
    $$
  `.execute(db);
  await sql`
    CREATE FUNCTION following_timeline_video() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM following_timeline_lock(NEW.user_id);
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM following_timeline WHERE video_id = OLD.id;
      END IF;
      IF NEW.state = 'ready' AND NOT NEW.hidden THEN
        INSERT INTO following_timeline (reader_id, author_id, video_id, created_at)
        SELECT f.follower_id, NEW.user_id, NEW.id, NEW.created_at
        FROM follows f WHERE f.followee_id = NEW.user_id
        ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER following_timeline_video_inserted AFTER INSERT ON videos
    FOR EACH ROW EXECUTE FUNCTION following_timeline_video()
  `.execute(db);
  await sql`
    CREATE TRIGGER following_timeline_video_changed AFTER UPDATE OF state, hidden, created_at ON videos
    FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.hidden IS DISTINCT FROM NEW.hidden
      OR OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION following_timeline_video()
  `.execute(db);
  await sql`
    CREATE FUNCTION following_timeline_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM following_timeline
        WHERE reader_id = OLD.follower_id AND author_id = OLD.followee_id;
        RETURN NULL;
      END IF;
      PERFORM following_timeline_lock(NEW.followee_id);
      INSERT INTO following_timeline (reader_id, author_id, video_id, created_at)
      SELECT NEW.follower_id, v.user_id, v.id, v.created_at
      FROM videos v WHERE v.user_id = NEW.followee_id AND v.state = 'ready' AND NOT v.hidden
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER following_timeline_follow AFTER INSERT OR DELETE ON follows
    FOR EACH ROW EXECUTE FUNCTION following_timeline_follow()
  `.execute(db);
  await sql`
    INSERT INTO following_timeline (reader_id, author_id, video_id, created_at)
    SELECT f.follower_id, v.user_id, v.id, v.created_at
    FROM follows f JOIN videos v ON v.user_id = f.followee_id
    WHERE v.state = 'ready' AND NOT v.hidden
  `.execute(db);
  await sql`DROP INDEX videos_listed_author_idx`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX videos_listed_author_idx ON videos (user_id, created_at DESC, id DESC)
    WHERE state = 'ready' AND NOT hidden
  `.execute(db);
  await sql`DROP TRIGGER following_timeline_follow ON follows`.execute(db);
  await sql`DROP TRIGGER following_timeline_video_changed ON videos`.execute(db);
  await sql`DROP TRIGGER following_timeline_video_inserted ON videos`.execute(db);
  await sql`DROP FUNCTION following_timeline_follow()`.execute(db);
  await sql`DROP FUNCTION following_timeline_video()`.execute(db);
  await sql`DROP FUNCTION following_timeline_lock(uuid)`.execute(db);
  await sql`DROP TABLE following_timeline`.execute(db);
}
