import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * What the media route needs to decide, file by file, who may read it (ADR 0090):
 *
 * - `server_keys`: secrets every process of an install shares, made once by the first process
 *   that needs one (the key media addresses are signed with);
 * - indexes that find the video a stored name belongs to (its rendition already has the
 *   unique `videos_video_file_key`), and the user whose picture it is;
 * - a video's head version (ADR 0076) also moves when its owner's private flag changes, since a
 *   private account's video heads carry signed media addresses in the feeds.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE server_keys (
      name text PRIMARY KEY,
      secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX videos_thumb_url_idx ON videos (thumb_url)`.execute(db);
  await sql`CREATE INDEX videos_thumb_url_compress_idx ON videos (thumb_url_compress)`.execute(db);
  await sql`CREATE INDEX videos_captions_file_idx ON videos (captions_file) WHERE captions_file IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX users_profile_picture_idx ON users (profile_picture) WHERE profile_picture IS NOT NULL`.execute(
    db,
  );
  await sql`DROP TRIGGER users_head_version ON users`.execute(db);
  await sql`
    CREATE TRIGGER users_head_version
    AFTER UPDATE OF user_name, first_name, last_name, profile_picture, is_private
    ON users FOR EACH ROW
    WHEN ((OLD.user_name, OLD.first_name, OLD.last_name, OLD.profile_picture, OLD.is_private)
      IS DISTINCT FROM (NEW.user_name, NEW.first_name, NEW.last_name, NEW.profile_picture, NEW.is_private))
    EXECUTE FUNCTION users_head_version()
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER users_head_version ON users`.execute(db);
  await sql`
    CREATE TRIGGER users_head_version AFTER UPDATE OF user_name, first_name, last_name, profile_picture
    ON users FOR EACH ROW
    WHEN ((OLD.user_name, OLD.first_name, OLD.last_name, OLD.profile_picture)
      IS DISTINCT FROM (NEW.user_name, NEW.first_name, NEW.last_name, NEW.profile_picture))
    EXECUTE FUNCTION users_head_version()
  `.execute(db);
  await sql`DROP INDEX users_profile_picture_idx`.execute(db);
  await sql`DROP INDEX videos_captions_file_idx`.execute(db);
  await sql`DROP INDEX videos_thumb_url_compress_idx`.execute(db);
  await sql`DROP INDEX videos_thumb_url_idx`.execute(db);
  await sql`DROP TABLE server_keys`.execute(db);
}
