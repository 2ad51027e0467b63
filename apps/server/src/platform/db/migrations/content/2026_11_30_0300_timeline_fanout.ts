import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * The "Following" timeline is pushed by jobs, capped per reader, and merged with what is
 * still on its way at read time (ADR 0106). Before, triggers wrote a row per follower in the
 * transaction that listed a video (seconds for an author with 200,000 followers, behind one
 * of 256 locks that follows shared).
 *
 * - The writer's transaction now writes one row whatever the follower count: a video that is
 *   inserted listed, or whose state, hidden flag or time changes, or that is deleted, gets a
 *   row in `timeline_pending_videos`; a follow gets one in `timeline_pending_follows`. Each
 *   row carries a number from `timeline_pending_seq`, renewed by every change, so the job
 *   that finished a row removes it only when nothing changed meanwhile. `sent_seq` and
 *   `sent_at` say for which number and when a job was queued.
 * - An unfollow removes the reader's rows of that author (at most one reader's cap).
 * - `following_timeline` keeps its rows of deleted videos until a job removes them (no
 *   cascade: a delete costs the same for every author); reads join `videos`.
 * - `timeline_pull_authors`: authors whose videos are read at read time, not pushed.
 * - `timeline_floors`: per reader, the newest (time, video) that was trimmed away: at and
 *   below it, the reader's rows may be missing and reads walk the followed authors.
 * - `videos_listed_author_idx` comes back: the read-time walks of one author's listed videos.
 * - Existing timelines are cut to `TIMELINE_ROWS` rows per reader.
 */
const TIMELINE_ROWS = 800;

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER following_timeline_follow ON follows`.execute(db);
  await sql`DROP TRIGGER following_timeline_video_changed ON videos`.execute(db);
  await sql`DROP TRIGGER following_timeline_video_inserted ON videos`.execute(db);
  await sql`DROP FUNCTION following_timeline_follow()`.execute(db);
  await sql`DROP FUNCTION following_timeline_video()`.execute(db);
  await sql`DROP FUNCTION following_timeline_lock(uuid)`.execute(db);
  await sql`ALTER TABLE following_timeline DROP CONSTRAINT following_timeline_video_id_fkey`.execute(
    db,
  );
  await sql`CREATE SEQUENCE timeline_pending_seq`.execute(db);
  await sql`
    CREATE TABLE timeline_pending_videos (
      video_id uuid PRIMARY KEY,
      author_id uuid NOT NULL,
      seq bigint NOT NULL DEFAULT nextval('timeline_pending_seq'),
      sent_seq bigint,
      sent_at timestamptz
    )
  `.execute(db);
  await sql`
    CREATE TABLE timeline_pending_follows (
      reader_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      seq bigint NOT NULL DEFAULT nextval('timeline_pending_seq'),
      sent_seq bigint,
      sent_at timestamptz,
      PRIMARY KEY (reader_id, author_id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE timeline_pull_authors (
      author_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      since timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE timeline_floors (
      reader_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      video_id uuid NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE FUNCTION timeline_pending_video() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        INSERT INTO timeline_pending_videos (video_id, author_id) VALUES (OLD.id, OLD.user_id)
        ON CONFLICT (video_id) DO UPDATE SET seq = excluded.seq;
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' AND NOT (NEW.state = 'ready' AND NOT NEW.hidden) THEN
        RETURN NULL;
      END IF;
      INSERT INTO timeline_pending_videos (video_id, author_id) VALUES (NEW.id, NEW.user_id)
      ON CONFLICT (video_id) DO UPDATE SET seq = excluded.seq;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER timeline_pending_video_inserted AFTER INSERT ON videos
    FOR EACH ROW EXECUTE FUNCTION timeline_pending_video()
  `.execute(db);
  await sql`
    CREATE TRIGGER timeline_pending_video_changed AFTER UPDATE OF state, hidden, created_at ON videos
    FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.hidden IS DISTINCT FROM NEW.hidden
      OR OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION timeline_pending_video()
  `.execute(db);
  await sql`
    CREATE TRIGGER timeline_pending_video_deleted AFTER DELETE ON videos
    FOR EACH ROW EXECUTE FUNCTION timeline_pending_video()
  `.execute(db);
  await sql`
    CREATE FUNCTION timeline_pending_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM timeline_pending_follows
        WHERE reader_id = OLD.follower_id AND author_id = OLD.followee_id;
        DELETE FROM following_timeline
        WHERE reader_id = OLD.follower_id AND author_id = OLD.followee_id;
        RETURN NULL;
      END IF;
      INSERT INTO timeline_pending_follows (reader_id, author_id)
      VALUES (NEW.follower_id, NEW.followee_id)
      ON CONFLICT (reader_id, author_id) DO UPDATE SET seq = excluded.seq;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER timeline_pending_follow AFTER INSERT OR DELETE ON follows
    FOR EACH ROW EXECUTE FUNCTION timeline_pending_follow()
  `.execute(db);
  await sql`
    CREATE INDEX videos_listed_author_idx ON videos (user_id, created_at DESC, id DESC)
    WHERE state = 'ready' AND NOT hidden
  `.execute(db);
  await sql`
    INSERT INTO timeline_floors (reader_id, created_at, video_id)
    SELECT reader_id, created_at, video_id FROM (
      SELECT reader_id, created_at, video_id,
        row_number() OVER (PARTITION BY reader_id ORDER BY created_at DESC, video_id DESC) AS n
      FROM following_timeline
    ) r WHERE n = ${sql.lit(TIMELINE_ROWS + 1)}
  `.execute(db);
  await sql`
    DELETE FROM following_timeline t USING timeline_floors f
    WHERE t.reader_id = f.reader_id AND (t.created_at, t.video_id) <= (f.created_at, f.video_id)
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER timeline_pending_follow ON follows`.execute(db);
  await sql`DROP TRIGGER timeline_pending_video_deleted ON videos`.execute(db);
  await sql`DROP TRIGGER timeline_pending_video_changed ON videos`.execute(db);
  await sql`DROP TRIGGER timeline_pending_video_inserted ON videos`.execute(db);
  await sql`DROP FUNCTION timeline_pending_follow()`.execute(db);
  await sql`DROP FUNCTION timeline_pending_video()`.execute(db);
  await sql`DROP INDEX videos_listed_author_idx`.execute(db);
  for (const table of [
    'timeline_floors',
    'timeline_pull_authors',
    'timeline_pending_follows',
    'timeline_pending_videos',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`DROP SEQUENCE timeline_pending_seq`.execute(db);
  // The timeline as the triggers of 2026_11_25_1000 and 1310 kept it: every row, rebuilt.
  await sql`TRUNCATE following_timeline`.execute(db);
  await sql`
    ALTER TABLE following_timeline ADD CONSTRAINT following_timeline_video_id_fkey
    FOREIGN KEY (video_id) REFERENCES videos (id) ON DELETE CASCADE
  `.execute(db);
  await sql`
    CREATE FUNCTION following_timeline_lock(author uuid) RETURNS void LANGUAGE sql AS $$
      SELECT pg_advisory_xact_lock(hashtext('following_timeline'), hashtext(author::text) & 255)
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
}
