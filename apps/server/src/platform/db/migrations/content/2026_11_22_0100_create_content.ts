import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations use Kysely<any> and raw SQL, never today's table types.
// SQL runs on PostgreSQL 15 (Debian) and PGlite 0.5 (PostgreSQL 18).

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // Every file a user uploaded, so a video record can only name the caller's own file.
  await sql`
    CREATE TABLE uploads (
      name text PRIMARY KEY,
      stem text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL,
      content_type text NOT NULL,
      size bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uploads_stem_key UNIQUE (stem),
      CONSTRAINT uploads_kind_value CHECK (kind IN ('video', 'thumb'))
    )
  `.execute(db);
  await sql`CREATE INDEX uploads_user_id_idx ON uploads (user_id)`.execute(db);

  // created_at is kept to the millisecond: the feed's paging key travels through JSON
  // (ISO text, ms precision) and must compare equal to the stored value.
  await sql`
    CREATE TABLE videos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      video_file text NOT NULL,
      video_url text NOT NULL,
      thumb_url text NOT NULL,
      thumb_url_compress text NOT NULL,
      caption text NOT NULL DEFAULT '',
      hashtags text[] NOT NULL DEFAULT '{}',
      allow_comment boolean NOT NULL DEFAULT true,
      allow_download boolean NOT NULL DEFAULT true,
      allow_duet boolean NOT NULL DEFAULT true,
      is_duet boolean NOT NULL DEFAULT false,
      status integer NOT NULL DEFAULT 1,
      likes integer NOT NULL DEFAULT 0,
      downloads integer NOT NULL DEFAULT 0,
      shares integer NOT NULL DEFAULT 0,
      comments integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
      CONSTRAINT videos_video_file_key UNIQUE (video_file),
      CONSTRAINT videos_caption_length CHECK (char_length(caption) <= 2200),
      CONSTRAINT videos_counts_not_negative CHECK (likes >= 0 AND downloads >= 0 AND shares >= 0 AND comments >= 0)
    )
  `.execute(db);
  // The feed: newest first, keyset on (created_at, id).
  await sql`CREATE INDEX videos_feed_idx ON videos (created_at DESC, id DESC)`.execute(db);
  // A profile's videos or duets, newest first.
  await sql`CREATE INDEX videos_user_feed_idx ON videos (user_id, is_duet, created_at DESC, id DESC)`.execute(
    db,
  );
  // Explore: caption search by substring or fuzzily.
  await sql`CREATE INDEX videos_caption_trgm_idx ON videos USING gin (lower(caption) gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    CREATE TABLE video_likes (
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (video_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX video_likes_user_id_idx ON video_likes (user_id)`.execute(db);

  await sql`
    CREATE TABLE comments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      comment text NOT NULL,
      likes integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
      CONSTRAINT comments_comment_length CHECK (char_length(comment) BETWEEN 1 AND 6000),
      CONSTRAINT comments_likes_not_negative CHECK (likes >= 0)
    )
  `.execute(db);
  await sql`CREATE INDEX comments_video_idx ON comments (video_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX comments_user_id_idx ON comments (user_id)`.execute(db);

  await sql`
    CREATE TABLE comment_likes (
      comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (comment_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX comment_likes_user_id_idx ON comment_likes (user_id)`.execute(db);

  // Hashtags live in their own table (lower-case, without '#'), linked to videos; the
  // link keeps the video's created_at so a tag's page is one index range, newest first.
  await sql`
    CREATE TABLE hashtags (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      video_count integer NOT NULL DEFAULT 0,
      CONSTRAINT hashtags_name_key UNIQUE (name),
      CONSTRAINT hashtags_name_format CHECK (name = lower(name) AND char_length(name) BETWEEN 1 AND 50),
      CONSTRAINT hashtags_video_count_not_negative CHECK (video_count >= 0)
    )
  `.execute(db);
  await sql`CREATE INDEX hashtags_name_prefix_idx ON hashtags (name text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX hashtags_name_trgm_idx ON hashtags USING gin (name gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    CREATE TABLE video_hashtags (
      hashtag_id bigint NOT NULL REFERENCES hashtags (id) ON DELETE CASCADE,
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (hashtag_id, video_id)
    )
  `.execute(db);
  await sql`CREATE INDEX video_hashtags_page_idx ON video_hashtags (hashtag_id, created_at DESC, video_id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX video_hashtags_video_id_idx ON video_hashtags (video_id)`.execute(db);

  // User search (discovery): prefixes of short text through btree, longer text by trigrams
  // over one lower-cased "user_name first last" string.
  await sql`CREATE INDEX users_user_name_prefix_idx ON users (lower(user_name::text) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX users_first_name_prefix_idx ON users (lower(first_name) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX users_last_name_prefix_idx ON users (lower(last_name) text_pattern_ops)`.execute(
    db,
  );
  await sql`
    CREATE INDEX users_search_trgm_idx ON users
      USING gin ((lower(user_name::text || ' ' || first_name || ' ' || last_name)) gin_trgm_ops)
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'users_search_trgm_idx',
    'users_last_name_prefix_idx',
    'users_first_name_prefix_idx',
    'users_user_name_prefix_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
  for (const table of [
    'video_hashtags',
    'hashtags',
    'comment_likes',
    'comments',
    'video_likes',
    'videos',
    'uploads',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.id(table)}`.execute(db);
  }
}
