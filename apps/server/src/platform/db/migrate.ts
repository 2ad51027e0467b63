import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/index';

/** Runs every pending migration (account and content) in name order; throws on failure. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema; any Kysely will do
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
