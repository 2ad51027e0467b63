import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { type DatabaseHandle, openDatabase } from './connect';
import { dbPlugin } from './db.plugin';
import { databaseMaintenancePlugin } from './maintenance';
import { migrateToLatest } from './migrate';

export interface DatabasePluginOptions {
  /** The database, opened and migrated (`openMigratedDatabase`). */
  handle: DatabaseHandle;
  /** Keep PGlite's statistics and dead rows up (ADR 0073); default true. */
  upkeep?: boolean;
}

/**
 * Opens the configured database (unless `handle` is given) and migrates it to the latest
 * schema, closing it if that fails. Done before any plugin starts: taking the data
 * directory's lock may wait for a crashed holder's lock to go stale (ADR 0117) and a fresh
 * install's migrations take seconds, longer than a plugin may take to start.
 */
export async function openMigratedDatabase(
  config: Config,
  handle?: DatabaseHandle,
): Promise<DatabaseHandle> {
  const database =
    handle ??
    (await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.dataDir },
    ));
  try {
    await migrateToLatest(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * Decorates `app.db` with the opened database and closes it with the app; keeps it in shape,
 * since PGlite has no autovacuum (ADR 0073).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    await app.register(dbPlugin, { handle: options.handle });
    if (options.upkeep !== false) {
      await app.register(databaseMaintenancePlugin, { engine: options.handle.engine });
    }
  },
  { name: 'flick-database' },
);
