import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * One row per open notification stream, in whichever server process holds it, so the caps
 * per session and per user hold across processes (ADR 0091). `lease_id` names the holding
 * process's lease (`process_leases`, ADR 0024): rows of a process whose lease lapsed (a
 * crash) no longer count and are removed by the next opening. No foreign key to the lease:
 * leases live in the content area, which migrates after this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_streams (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      lease_id uuid NOT NULL,
      opened_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX notification_streams_user_idx ON notification_streams (user_id)`.execute(
    db,
  );
  await sql`CREATE INDEX notification_streams_lease_idx ON notification_streams (lease_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notification_streams`.execute(db);
}
