import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * What arrives from the fediverse (ADR 0153): remote accounts get an id Flick's contract can
 * name them by and their page's address; remote likes and replies on Flick videos (counted on
 * the video); Flick accounts following and blocking remote ones; the remote videos those follows bring.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE remote_actors ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()`.execute(
    db,
  );
  await sql`ALTER TABLE remote_actors ADD COLUMN url text`.execute(db);
  await sql`CREATE UNIQUE INDEX remote_actors_id ON remote_actors (id)`.execute(db);
  await sql`
    CREATE TABLE remote_video_likes (
      video_id uuid NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
      actor_iri text NOT NULL REFERENCES remote_actors(iri) ON DELETE CASCADE,
      like_iri text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (video_id, actor_iri)
    )
  `.execute(db);
  await sql`
    CREATE TABLE remote_comments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      video_id uuid NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
      actor_iri text NOT NULL REFERENCES remote_actors(iri) ON DELETE CASCADE,
      object_iri text NOT NULL UNIQUE,
      comment text NOT NULL CONSTRAINT remote_comments_comment_length CHECK (char_length(comment) BETWEEN 1 AND 6000),
      plain text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX remote_comments_video ON remote_comments (video_id, created_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE TABLE remote_follows (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      actor_iri text NOT NULL REFERENCES remote_actors(iri) ON DELETE CASCADE,
      follow_iri text NOT NULL UNIQUE,
      status text NOT NULL CONSTRAINT remote_follows_status CHECK (status IN ('accepted', 'pending')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, actor_iri)
    )
  `.execute(db);
  await sql`
    CREATE TABLE remote_blocks (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      actor_iri text NOT NULL REFERENCES remote_actors(iri) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, actor_iri)
    )
  `.execute(db);
  await sql`CREATE INDEX remote_follows_actor ON remote_follows (actor_iri)`.execute(db);
  await sql`
    CREATE TABLE remote_videos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      object_iri text NOT NULL UNIQUE,
      actor_iri text NOT NULL REFERENCES remote_actors(iri) ON DELETE CASCADE,
      page_url text NOT NULL,
      video_url text NOT NULL,
      poster_url text,
      caption text NOT NULL DEFAULT '' CONSTRAINT remote_videos_caption_length CHECK (char_length(caption) <= 2200),
      hashtags text[] NOT NULL DEFAULT '{}',
      duration_seconds real,
      sensitive boolean NOT NULL DEFAULT false,
      published_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX remote_videos_actor ON remote_videos (actor_iri, published_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE remote_videos`.execute(db);
  await sql`DROP TABLE remote_blocks`.execute(db);
  await sql`DROP TABLE remote_follows`.execute(db);
  await sql`DROP TABLE remote_comments`.execute(db);
  await sql`DROP TABLE remote_video_likes`.execute(db);
  await sql`DROP INDEX remote_actors_id`.execute(db);
  await sql`ALTER TABLE remote_actors DROP COLUMN url`.execute(db);
  await sql`ALTER TABLE remote_actors DROP COLUMN id`.execute(db);
}
