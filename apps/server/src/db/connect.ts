import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { acquireLockFile } from './lockFile';
import { enablePreparedStatements } from './prepared';

// Read `date` columns as their `YYYY-MM-DD` text: the default parser makes a Date at local
// midnight, which shifts the day in any time zone west of UTC.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where to find the data: a PGlite directory, or a PostgreSQL URL. */
export type DatabaseTarget = { pgliteDir: string } | { databaseUrl: string };

/**
 * Opens PGlite in a directory. Always with the same extensions: opening an existing
 * directory without them breaks inserts into tables indexed with them.
 */
export async function openPglite(dir: string): Promise<PGlite> {
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir, { extensions: { citext, pg_trgm } });
  await pglite.waitReady;
  await pglite.exec(
    'CREATE EXTENSION IF NOT EXISTS citext; CREATE EXTENSION IF NOT EXISTS pg_trgm;',
  );
  return pglite;
}

/**
 * Opens the database. Both engines go through Kysely's PostgresDialect over a `pg` Pool so
 * result types are identical (int8 and count(*) arrive as strings on both).
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
    // Fail early with a clear error when the server is unreachable.
    const client = await pool.connect();
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS citext');
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    } finally {
      client.release();
    }
    enablePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  mkdirSync(target.pgliteDir, { recursive: true });
  const release = acquireLockFile(path.join(target.pgliteDir, 'flick.lock'));
  try {
    const pglite = await openPglite(path.join(target.pgliteDir, 'pgdata'));
    // PGlite has one connection. A query on the outer db awaited inside a transaction
    // would wait forever; the timeout makes that mistake fail loudly instead.
    const pool = new pg.Pool({
      ...createPgConfig(pglite),
      max: 1,
      connectionTimeoutMillis: 15_000,
    });
    enablePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'pglite',
      async close() {
        try {
          await db.destroy();
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
