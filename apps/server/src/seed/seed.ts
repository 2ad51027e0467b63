/**
 * `pnpm --filter @flick/server seed`: fills an empty database (DATA_DIR or DATABASE_URL)
 * and media storage with the demo world. Does nothing when users already exist. Stop the
 * server first when it uses PGlite (one process per DATA_DIR).
 */
import { ConfigError, loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/connect';
import { migrateToLatest } from '../platform/db/migrate';
import { storageFromConfig } from '../platform/media/index';
import { seedIfEmpty } from './demo';

async function run(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.dataDir },
  );
  try {
    await migrateToLatest(handle.db);
    const storage = storageFromConfig(config);
    const seeded = await seedIfEmpty(handle.db, storage);
    if (!seeded) {
      console.info(
        `The database already has users; nothing seeded. For a fresh demo, start with an empty DATA_DIR (now ${config.dataDir}).`,
      );
    }
  } finally {
    await handle.close();
  }
}

run().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err,
  );
  process.exit(1);
});
