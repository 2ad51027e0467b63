import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations use Kysely<any> and raw SQL, never today's table types.
// Search at scale (100k users, 1M videos): prefixes come from C-collation btree indexes
// that also give the order, so a LIMIT stops the read early.

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of [
    'users_user_name_prefix_idx',
    'users_first_name_prefix_idx',
    'users_last_name_prefix_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
  await sql`CREATE INDEX users_user_name_c_idx ON users ((lower(user_name::text) COLLATE "C"))`.execute(
    db,
  );
  await sql`CREATE INDEX users_first_name_c_idx ON users ((lower(first_name) COLLATE "C"))`.execute(
    db,
  );
  await sql`CREATE INDEX users_last_name_c_idx ON users ((lower(last_name) COLLATE "C"))`.execute(
    db,
  );
  // Tags are matched by prefix only; a trigram index here tempted the planner into using
  // it for plain equality lookups, which is far slower than the unique btree.
  await sql`DROP INDEX IF EXISTS hashtags_name_trgm_idx`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX hashtags_name_trgm_idx ON hashtags USING gin (name gin_trgm_ops)`.execute(
    db,
  );
  for (const index of [
    'users_search_gist_idx',
    'users_last_name_c_idx',
    'users_first_name_c_idx',
    'users_user_name_c_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
  await sql`CREATE INDEX users_user_name_prefix_idx ON users (lower(user_name::text) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX users_first_name_prefix_idx ON users (lower(first_name) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX users_last_name_prefix_idx ON users (lower(last_name) text_pattern_ops)`.execute(
    db,
  );
}
