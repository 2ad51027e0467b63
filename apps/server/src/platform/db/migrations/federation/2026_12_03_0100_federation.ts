import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * Federation's own rows (ADR 0150, ADR 0151): Fedify's key-value store, each account's key
 * pairs, the remote actors met so far and the remote accounts following a Flick account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federation_kv (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      expires_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX federation_kv_expires ON federation_kv (expires_at) WHERE expires_at IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE federation_keys (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      algorithm text NOT NULL CONSTRAINT federation_keys_algorithm CHECK (algorithm IN ('RSASSA-PKCS1-v1_5', 'Ed25519')),
      private_jwk jsonb NOT NULL,
      public_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, algorithm)
    )
  `.execute(db);
  await sql`
    CREATE TABLE remote_actors (
      iri text PRIMARY KEY,
      handle text NOT NULL,
      name text NOT NULL DEFAULT '',
      avatar_url text,
      inbox text NOT NULL,
      shared_inbox text,
      public_keys jsonb NOT NULL DEFAULT '[]',
      fetched_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE remote_followers (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      actor_iri text NOT NULL REFERENCES remote_actors(iri) ON DELETE CASCADE,
      follow_iri text NOT NULL,
      status text NOT NULL CONSTRAINT remote_followers_status CHECK (status IN ('accepted', 'pending')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, actor_iri)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE remote_followers`.execute(db);
  await sql`DROP TABLE remote_actors`.execute(db);
  await sql`DROP TABLE federation_keys`.execute(db);
  await sql`DROP TABLE federation_kv`.execute(db);
}
