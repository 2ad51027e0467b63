import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * What Flick users do with remote videos (ADR 0155): their likes and their comments, kept
 * here (counted at read time) and sent to the video's server. A remote video's rows go with
 * it; a user's with the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE local_likes_on_remote (
      remote_video_id uuid NOT NULL REFERENCES remote_videos(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (remote_video_id, user_id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE local_comments_on_remote (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      remote_video_id uuid NOT NULL REFERENCES remote_videos(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      comment text NOT NULL CONSTRAINT local_comments_on_remote_length CHECK (char_length(comment) BETWEEN 1 AND 6000),
      plain text NOT NULL,
      hidden boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX local_comments_on_remote_video ON local_comments_on_remote (remote_video_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX local_comments_on_remote_user ON local_comments_on_remote (user_id)`.execute(
    db,
  );
  await sql`CREATE INDEX local_likes_on_remote_user ON local_likes_on_remote (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE local_comments_on_remote`.execute(db);
  await sql`DROP TABLE local_likes_on_remote`.execute(db);
}
