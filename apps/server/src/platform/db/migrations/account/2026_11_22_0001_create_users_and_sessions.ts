import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations take Kysely<unknown> and use raw SQL, never today's table types.
// SQL runs on PostgreSQL 15 (Debian) and PGlite 0.5 (PostgreSQL 18).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_name citext NOT NULL,
      email citext,
      phone text,
      password_hash text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      gender text,
      date_of_birth date,
      about_me text NOT NULL DEFAULT '',
      profile_picture text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_user_name_key UNIQUE (user_name),
      CONSTRAINT users_email_key UNIQUE (email),
      CONSTRAINT users_phone_key UNIQUE (phone),
      CONSTRAINT users_user_name_format CHECK (user_name ~ '^[A-Za-z0-9._]{3,30}$'),
      CONSTRAINT users_email_format CHECK (email IS NULL OR (email LIKE '%_@_%' AND char_length(email) <= 254)),
      CONSTRAINT users_phone_format CHECK (phone IS NULL OR phone ~ '^\\+[0-9]{8,15}$'),
      CONSTRAINT users_first_name_length CHECK (char_length(first_name) BETWEEN 1 AND 50),
      CONSTRAINT users_last_name_length CHECK (char_length(last_name) BETWEEN 1 AND 50),
      CONSTRAINT users_gender_value CHECK (gender IS NULL OR gender IN ('female', 'male', 'other', 'unspecified')),
      CONSTRAINT users_about_me_length CHECK (char_length(about_me) <= 300)
    )
  `.execute(db);

  await sql`
    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      CONSTRAINT sessions_token_hash_key UNIQUE (token_hash),
      CONSTRAINT sessions_expiry_after_creation CHECK (expires_at > created_at)
    )
  `.execute(db);
  await sql`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sessions`.execute(db);
  await sql`DROP TABLE users`.execute(db);
}
