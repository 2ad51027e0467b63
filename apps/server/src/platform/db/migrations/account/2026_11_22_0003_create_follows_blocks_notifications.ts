import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per pair (the key); counts come from these rows.
  await sql`
    CREATE TABLE follows (
      follower_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      followee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (follower_id, followee_id),
      CONSTRAINT follows_not_self CHECK (follower_id <> followee_id)
    )
  `.execute(db);
  await sql`CREATE INDEX follows_followee_idx ON follows (followee_id, created_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE blocks (
      blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blocker_id, blocked_id),
      CONSTRAINT blocks_not_self CHECK (blocker_id <> blocked_id)
    )
  `.execute(db);
  await sql`CREATE INDEX blocks_blocked_idx ON blocks (blocked_id)`.execute(db);

  // video_id and comment_id point into the content area; no foreign key so the account
  // tables do not depend on tables created after them.
  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      actor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type text NOT NULL,
      video_id uuid,
      comment_id uuid,
      read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT notifications_type_value CHECK (type IN ('follow', 'like', 'comment', 'commentLike')),
      CONSTRAINT notifications_not_self CHECK (user_id <> actor_id)
    )
  `.execute(db);
  await sql`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE push_tokens (
      token text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      platform text NOT NULL DEFAULT 'web',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT push_tokens_platform_value CHECK (platform IN ('web')),
      CONSTRAINT push_tokens_length CHECK (char_length(token) BETWEEN 1 AND 4096)
    )
  `.execute(db);
  await sql`CREATE INDEX push_tokens_user_idx ON push_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['push_tokens', 'notifications', 'blocks', 'follows']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
