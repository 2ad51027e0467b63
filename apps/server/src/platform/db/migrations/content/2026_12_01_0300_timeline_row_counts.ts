import { type Kysely, sql } from 'kysely';

// Frozen in time: raw SQL, runs on PostgreSQL 15 and PGlite.

/**
 * A fan-out job trims only the readers over the cap (ADR 0116). Before, every job cut every
 * reader it wrote to, and each cut walked the reader's newest 800 rows to find the 801st: for
 * 9,000 readers at the cap, 7.2M index entries for a job that inserted 9,000 rows.
 *
 * `timeline_row_counts.rows` is an upper bound on a reader's rows in `following_timeline`:
 * the jobs add what they insert, in the same transaction; a trim sets it to the rows it left.
 * Rows removed elsewhere (an unfollow, a video's rows moved or dropped, a deleted author)
 * leave it high, which only brings the next trim nearer. The existing rows are counted here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE timeline_row_counts (
      reader_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      rows integer NOT NULL
    )
  `.execute(db);
  await sql`
    INSERT INTO timeline_row_counts (reader_id, rows)
    SELECT reader_id, count(*) FROM following_timeline GROUP BY reader_id
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE timeline_row_counts`.execute(db);
}
