import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL that runs on PostgreSQL 15 and PGlite 0.5.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Marking read (ADR 0086) looks at a person's unread notifications only; read ones pile up
  // over the years, so the index holds just the unread.
  await sql`
    CREATE INDEX notifications_unread_idx ON notifications (user_id, created_at, id) WHERE NOT read
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_unread_idx`.execute(db);
}
