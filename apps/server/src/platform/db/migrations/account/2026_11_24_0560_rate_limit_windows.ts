import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One fixed window per limiter key (route group and IP, address, account), shared by every
  // server process on the database so each limit holds across them (ADR 0039).
  await sql`
    CREATE TABLE rate_limit_windows (
      key text PRIMARY KEY,
      count integer NOT NULL,
      reset_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX rate_limit_windows_reset_at ON rate_limit_windows (reset_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_windows`.execute(db);
}
