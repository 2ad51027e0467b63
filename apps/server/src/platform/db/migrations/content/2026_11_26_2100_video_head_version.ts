import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * A version of each video's head (ADR 0076): the fields of a feed video that are neither its
 * counters nor the caller's like, its owner's names and picture included. Feed pages carry it
 * so the server knows whether its cached head is current, instead of the owner's row version
 * (`users.xmin`), which cost a lookup of the owner for every page row.
 *
 * - `videos.head_version`, 0 for every video at first;
 * - moved by the database whenever a head field of the video changes (its files, caption,
 *   tags, flags, state, visibility, captions), in the statement that changes it; a statement
 *   that sets none of them (a like, a watch, a new score) does not even start the trigger;
 * - moved for all of a user's videos when their user name, names or picture change, in the
 *   statement that changes them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE videos ADD COLUMN head_version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    CREATE FUNCTION videos_head_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.head_version := OLD.head_version + 1;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER videos_head_version
    BEFORE UPDATE OF user_id, created_at, video_file, video_url, thumb_url, thumb_url_compress,
      caption, hashtags, allow_comment, allow_download, allow_duet, is_duet, status, state,
      progress, failure_reason, hidden, captions_file
    ON videos FOR EACH ROW
    WHEN ((OLD.user_id, OLD.created_at, OLD.video_file, OLD.video_url, OLD.thumb_url,
        OLD.thumb_url_compress, OLD.caption, OLD.hashtags, OLD.allow_comment, OLD.allow_download,
        OLD.allow_duet, OLD.is_duet, OLD.status, OLD.state, OLD.progress, OLD.failure_reason,
        OLD.hidden, OLD.captions_file)
      IS DISTINCT FROM (NEW.user_id, NEW.created_at, NEW.video_file, NEW.video_url, NEW.thumb_url,
        NEW.thumb_url_compress, NEW.caption, NEW.hashtags, NEW.allow_comment, NEW.allow_download,
        NEW.allow_duet, NEW.is_duet, NEW.status, NEW.state, NEW.progress, NEW.failure_reason,
        NEW.hidden, NEW.captions_file))
    EXECUTE FUNCTION videos_head_version()
  `.execute(db);
  await sql`
    CREATE FUNCTION users_head_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE videos SET head_version = head_version + 1 WHERE user_id = NEW.id;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER users_head_version AFTER UPDATE OF user_name, first_name, last_name, profile_picture
    ON users FOR EACH ROW
    WHEN ((OLD.user_name, OLD.first_name, OLD.last_name, OLD.profile_picture)
      IS DISTINCT FROM (NEW.user_name, NEW.first_name, NEW.last_name, NEW.profile_picture))
    EXECUTE FUNCTION users_head_version()
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER users_head_version ON users`.execute(db);
  await sql`DROP FUNCTION users_head_version()`.execute(db);
  await sql`DROP TRIGGER videos_head_version ON videos`.execute(db);
  await sql`DROP FUNCTION videos_head_version()`.execute(db);
  await sql`ALTER TABLE videos DROP COLUMN head_version`.execute(db);
}
