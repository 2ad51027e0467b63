import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * What Flick sends to other servers (ADR 0152): each video remote followers were sent (so an
 * edit is an Update, a hide or delete a Delete, and nothing is sent twice), and the remote
 * servers an admin blocked or silenced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federated_videos (
      video_id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      digest text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX federated_videos_user ON federated_videos (user_id)`.execute(db);
  await sql`
    CREATE TABLE remote_servers (
      host text PRIMARY KEY,
      policy text NOT NULL CONSTRAINT remote_servers_policy CHECK (policy IN ('blocked', 'silenced')),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE remote_servers`.execute(db);
  await sql`DROP TABLE federated_videos`.execute(db);
}
