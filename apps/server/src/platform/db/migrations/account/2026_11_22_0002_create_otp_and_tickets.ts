import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One live code per address: a new code replaces the old one (upsert on the key).
  await sql`
    CREATE TABLE otp_codes (
      address citext PRIMARY KEY,
      method text NOT NULL,
      purpose text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      sent_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      CONSTRAINT otp_codes_method_value CHECK (method IN ('email', 'phone')),
      CONSTRAINT otp_codes_purpose_value CHECK (purpose IN ('signup', 'reset')),
      CONSTRAINT otp_codes_attempts_range CHECK (attempts >= 0)
    )
  `.execute(db);

  // Per-address daily budgets (codes sent, failed checks), counted in SQL.
  await sql`
    CREATE TABLE otp_daily_counts (
      address citext NOT NULL,
      day date NOT NULL,
      codes_sent integer NOT NULL DEFAULT 0,
      failed_checks integer NOT NULL DEFAULT 0,
      PRIMARY KEY (address, day),
      CONSTRAINT otp_daily_counts_nonnegative CHECK (codes_sent >= 0 AND failed_checks >= 0)
    )
  `.execute(db);

  // Proof of a verified address for the next step of sign-up or reset.
  await sql`
    CREATE TABLE verification_tickets (
      ticket_hash text PRIMARY KEY,
      address citext NOT NULL,
      method text NOT NULL,
      purpose text NOT NULL,
      password_hash text,
      first_name text,
      last_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      CONSTRAINT verification_tickets_method_value CHECK (method IN ('email', 'phone')),
      CONSTRAINT verification_tickets_purpose_value CHECK (purpose IN ('signup', 'reset'))
    )
  `.execute(db);
  await sql`CREATE INDEX verification_tickets_address_idx ON verification_tickets (address)`.execute(
    db,
  );

  // Social sign-in: accounts are linked by (issuer, subject), never by email.
  await sql`
    CREATE TABLE oidc_identities (
      issuer text NOT NULL,
      subject text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (issuer, subject)
    )
  `.execute(db);
  await sql`CREATE INDEX oidc_identities_user_id_idx ON oidc_identities (user_id)`.execute(db);

  // A started social sign-in: state → PKCE verifier and nonce (short-lived).
  await sql`
    CREATE TABLE oidc_flows (
      state_hash text PRIMARY KEY,
      provider text NOT NULL,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      return_to text,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);

  // The one-time code the callback hands to the web app, traded for a session.
  await sql`
    CREATE TABLE oidc_login_codes (
      code_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'oidc_login_codes',
    'oidc_flows',
    'oidc_identities',
    'verification_tickets',
    'otp_daily_counts',
    'otp_codes',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
