import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

/**
 * Deliveries a remote inbox refused as gone (404, 410): Fedify does not retry them, so they
 * never end as failed jobs; each is kept here for the admin's list of failed deliveries
 * (ADR 0156).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federation_dropped_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      inbox text NOT NULL,
      activity_type text NOT NULL,
      status_code integer NOT NULL,
      error text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE INDEX federation_dropped_deliveries_failed_at
    ON federation_dropped_deliveries (failed_at DESC, id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE federation_dropped_deliveries`.execute(db);
}
