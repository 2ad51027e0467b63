import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Daily OTP budgets are kept per requester (client IP, or signed-in user) and address, so a
  // stranger spends their own allowance, not the owner's. Existing rows become requester ''.
  await sql`ALTER TABLE otp_daily_counts ADD COLUMN requester text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE otp_daily_counts DROP CONSTRAINT otp_daily_counts_pkey`.execute(db);
  await sql`ALTER TABLE otp_daily_counts ADD PRIMARY KEY (address, day, requester)`.execute(db);

  // Two more code purposes: 'change' (sent to a new address) and 'reauth' (sent to the current
  // address of an account without a password, before an address change).
  await sql`ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_value`.execute(db);
  await sql`
    ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_value
      CHECK (purpose IN ('signup', 'reset', 'change', 'reauth'))
  `.execute(db);

  // A started change of a user's email or phone: the new address waits for its code.
  await sql`
    CREATE TABLE address_changes (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      address citext NOT NULL,
      method text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      CONSTRAINT address_changes_method_value CHECK (method IN ('email', 'phone'))
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE address_changes`.execute(db);
  await sql`DELETE FROM otp_codes WHERE purpose IN ('change', 'reauth')`.execute(db);
  await sql`ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_value`.execute(db);
  await sql`
    ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_value
      CHECK (purpose IN ('signup', 'reset'))
  `.execute(db);
  await sql`DELETE FROM otp_daily_counts WHERE requester <> ''`.execute(db);
  await sql`ALTER TABLE otp_daily_counts DROP CONSTRAINT otp_daily_counts_pkey`.execute(db);
  await sql`ALTER TABLE otp_daily_counts ADD PRIMARY KEY (address, day)`.execute(db);
  await sql`ALTER TABLE otp_daily_counts DROP COLUMN requester`.execute(db);
}
