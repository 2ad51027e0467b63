import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * Moderation across servers (ADR 0158): Flick accounts mute remote ones; a notification may
 * name a remote actor instead of a Flick account (a remote like or reply), and goes with the
 * remote reply it tells of; a Flick account's accepted remote followers are counted with its
 * followers; the instance actor's key pairs, which sign the reports (Flags) Flick forwards.
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
  // A remote account's accepted follow counts in `follower_counts` as a local follow does
  // (ADR 0116): the profile reads one row either way. Kept by a row trigger (remote follows
  // come one at a time, and a request turns accepted by an update).
  await sql`
    CREATE FUNCTION remote_follower_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        IF OLD.status = 'accepted' THEN
          UPDATE follower_counts SET followers = followers - 1 WHERE user_id = OLD.user_id;
        END IF;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        IF NEW.status = 'accepted' THEN
          INSERT INTO follower_counts AS c (user_id, followers) VALUES (NEW.user_id, 1)
          ON CONFLICT (user_id) DO UPDATE SET followers = c.followers + 1;
        END IF;
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER remote_follower_counts AFTER INSERT OR DELETE OR UPDATE OF status, user_id
    ON remote_followers FOR EACH ROW EXECUTE FUNCTION remote_follower_counts()
  `.execute(db);
  await sql`
    INSERT INTO follower_counts AS c (user_id, followers)
    SELECT user_id, count(*) FROM remote_followers WHERE status = 'accepted' GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET followers = c.followers + excluded.followers
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
  await sql`DROP TRIGGER remote_follower_counts ON remote_followers`.execute(db);
  await sql`DROP FUNCTION remote_follower_counts()`.execute(db);
  await sql`
    UPDATE follower_counts c SET followers = c.followers - r.n
    FROM (
      SELECT user_id, count(*) AS n FROM remote_followers WHERE status = 'accepted' GROUP BY user_id
    ) r
    WHERE c.user_id = r.user_id
  `.execute(db);
  await sql`DROP TABLE federation_instance_keys`.execute(db);
  await sql`DELETE FROM notifications WHERE actor_id IS NULL`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_one_actor`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN remote_comment_id`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN remote_actor_iri`.execute(db);
  await sql`ALTER TABLE notifications ALTER COLUMN actor_id SET NOT NULL`.execute(db);
  await sql`DROP TABLE remote_mutes`.execute(db);
}
