import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A private account's content is seen by its approved followers only (ADR 0050).
  await sql`ALTER TABLE users ADD COLUMN is_private boolean NOT NULL DEFAULT false`.execute(db);
  // One open request per pair; approving turns it into a follow, declining deletes it.
  await sql`
    CREATE TABLE follow_requests (
      requester_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      target_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (requester_id, target_id),
      CONSTRAINT follow_requests_not_self CHECK (requester_id <> target_id)
    )
  `.execute(db);
  await sql`CREATE INDEX follow_requests_target_idx ON follow_requests (target_id, created_at DESC)`.execute(
    db,
  );
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_value`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_value
      CHECK (type IN ('follow', 'like', 'comment', 'commentLike', 'videoReady', 'videoFailed',
        'followRequest', 'followAccepted'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN ('followRequest', 'followAccepted')`.execute(
    db,
  );
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_value`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_value
      CHECK (type IN ('follow', 'like', 'comment', 'commentLike', 'videoReady', 'videoFailed'))
  `.execute(db);
  await sql`DROP TABLE follow_requests`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN is_private`.execute(db);
}
