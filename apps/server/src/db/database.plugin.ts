import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DatabaseHandle, openDatabase } from './connect';
import { dbPlugin } from './db.plugin';
import { databaseMaintenancePlugin } from './maintenance';
import { migrateToLatest } from './migrate';

export interface DatabasePluginOptions {
  /** An already opened database; default: opened from `app.config` (PGlite or PostgreSQL). */
  handle?: DatabaseHandle;
  /** Keep PGlite's statistics and dead rows up (ADR 0073); default true. */
  upkeep?: boolean;
}

/**
 * Opens the database (unless one is given), migrates it to the latest schema (closing it if
 * that fails), decorates `app.db` and closes it with the app; keeps it in shape, since
 * PGlite has no autovacuum (ADR 0073).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    const { config } = app;
    const handle =
      options.handle ??
      (await openDatabase(
        config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.dataDir },
      ));
    try {
      await migrateToLatest(handle.db);
    } catch (err) {
      await handle.close();
      throw err;
    }
    await app.register(dbPlugin, { handle });
    if (options.upkeep !== false) {
      await app.register(databaseMaintenancePlugin, { engine: handle.engine });
    }
  },
  { name: 'flick-database' },
);
