import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * Moderation: admins, the queue of reports, and hidden videos and comments
 * (docs/product.md#reports-and-moderation).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE admins (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      source text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT admins_source_value CHECK (source IN ('first', 'email'))
    )
  `.execute(db);
  await sql`
    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      target_type text NOT NULL,
      target_id uuid NOT NULL,
      reason text NOT NULL,
      details text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'open',
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
      CONSTRAINT reports_target_type_value CHECK (target_type IN ('video', 'comment', 'user')),
      CONSTRAINT reports_reason_value CHECK (reason IN ('spam', 'harassment', 'hate', 'violence', 'sexual', 'selfHarm', 'misinformation', 'other')),
      CONSTRAINT reports_status_value CHECK (status IN ('open', 'dismissed', 'actioned')),
      CONSTRAINT reports_details_length CHECK (char_length(details) <= 500)
    )
  `.execute(db);
  // One open report per reporter and target; the queue reads by status, newest first.
  await sql`CREATE UNIQUE INDEX reports_open_once_idx ON reports (reporter_id, target_type, target_id) WHERE status = 'open'`.execute(
    db,
  );
  await sql`CREATE INDEX reports_queue_idx ON reports (status, created_at DESC)`.execute(db);
  await sql`CREATE INDEX reports_target_idx ON reports (target_type, target_id)`.execute(db);
  await sql`ALTER TABLE videos ADD COLUMN hidden boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE comments ADD COLUMN hidden boolean NOT NULL DEFAULT false`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE comments DROP COLUMN hidden`.execute(db);
  await sql`ALTER TABLE videos DROP COLUMN hidden`.execute(db);
  await sql`DROP TABLE reports`.execute(db);
  await sql`DROP TABLE admins`.execute(db);
}
