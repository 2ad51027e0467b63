import { openDatabase } from '../../apps/server/src/platform/db/connect';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { createSession } from '../../apps/server/src/rules/auth/sessions.repository';

/** Migrates the database, adds a bench user and answers a live token for them. */
export async function createUserSession(
  target: { pgliteDir: string } | { databaseUrl: string },
): Promise<string> {
  const handle = await openDatabase(target);
  try {
    await migrateToLatest(handle.db);
    const user = await handle.db
      .insertInto('users')
      .values({
        user_name: `bench_${Date.now().toString(36)}`,
        email: `bench_${Date.now().toString(36)}@example.com`,
        first_name: 'Bench',
        last_name: 'Mark',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await createSession(handle.db, user.id)).token;
  } finally {
    await handle.close();
  }
}
