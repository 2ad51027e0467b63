import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * Moderation across servers (ADR 0158): Flick accounts mute remote ones; a notification may
 * name a remote actor instead of a Flick account (a remote like or reply), and goes with the
 * remote reply it tells of; the instance actor's key pairs, which sign the reports (Flags)
 * Flick forwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE remote_mutes (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      actor_iri text NOT NULL REFERENCES remote_actors(iri) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, actor_iri)
    )
  `.execute(db);
  await sql`ALTER TABLE notifications ALTER COLUMN actor_id DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE notifications
      ADD COLUMN remote_actor_iri text REFERENCES remote_actors(iri) ON DELETE CASCADE
  `.execute(db);
  await sql`
    ALTER TABLE notifications
      ADD COLUMN remote_comment_id uuid REFERENCES remote_comments(id) ON DELETE CASCADE
  `.execute(db);
  // Exactly one actor: a Flick account or a remote one.
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_one_actor
      CHECK ((actor_id IS NULL) <> (remote_actor_iri IS NULL))
  `.execute(db);
  await sql`
    CREATE INDEX notifications_remote_actor_idx ON notifications (remote_actor_iri)
      WHERE remote_actor_iri IS NOT NULL
  `.execute(db);
  await sql`
    CREATE INDEX notifications_remote_comment_idx ON notifications (remote_comment_id)
      WHERE remote_comment_id IS NOT NULL
  `.execute(db);
  await sql`
    CREATE TABLE federation_instance_keys (
      algorithm text PRIMARY KEY,
      private_jwk jsonb NOT NULL,
      public_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE federation_instance_keys`.execute(db);
  await sql`DELETE FROM notifications WHERE actor_id IS NULL`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_one_actor`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN remote_comment_id`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN remote_actor_iri`.execute(db);
  await sql`ALTER TABLE notifications ALTER COLUMN actor_id SET NOT NULL`.execute(db);
  await sql`DROP TABLE remote_mutes`.execute(db);
}
