import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';

/**
 * VACUUM and ANALYZE for the embedded database (ADR 0073).
 *
 * PostgreSQL keeps its tables' statistics and dead rows in check by itself (autovacuum). PGlite
 * runs PostgreSQL as one backend with no background processes, so nothing ever does there: a
 * table filled by the app keeps the statistics it had when empty, and the planner then walks
 * the wrong index or joins in the wrong order (`bench/server/upkeep.ts` at 10k videos without
 * statistics: "Following" 0 req/s with a p50 of 4.6 s, "For you" 154 req/s; after this module's
 * ANALYZEs 3,556 and 1,771). This module decides per table what autovacuum would do, with
 * autovacuum's default thresholds, and does it.
 *
 * The activity counters (`pg_stat_user_tables`) live in memory and PGlite does not keep them
 * over a restart, so a table is also analyzed when it never was, or when its size moved by more
 * than a fifth since the catalog last recorded it (`pg_class.relpages`, written by VACUUM and
 * ANALYZE). ANALYZE reads a sample of fixed size, so it is quick on any table; VACUUM reads the
 * whole table the first time, so it waits for the counters, as autovacuum's does.
 */

/** Autovacuum's defaults: VACUUM when dead rows pass 50 + 20 % of the table. */
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
/** …or when rows inserted since the last VACUUM pass 1,000 + 20 % (sets the visibility map). */
const INSERT_BASE = 1000;
const INSERT_SHARE = 0.2;
/** ANALYZE when rows changed since the last ANALYZE pass 50 + 10 % of the table. */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
/** A size moved by more than this share since the catalog recorded it: statistics are old. */
const SIZE_DRIFT = 0.2;
/**
 * Tables smaller than this many pages (64 KB) are left alone unless their counters ask: the
 * planner reads their true size from the file, and a wrong guess costs little there.
 */
const MIN_PAGES = 8;

/** What one table needs: `vacuum` runs VACUUM (ANALYZE), `analyze` only ANALYZE. */
export interface TableUpkeep {
  table: string;
  action: 'vacuum' | 'analyze';
}

interface TableFigures {
  table: string;
  /** Rows as last recorded by VACUUM or ANALYZE; negative when never. */
  reltuples: number;
  /** Pages as last recorded. */
  relpages: number;
  /** Pages now. */
  pages: number;
  dead: number;
  inserted: number;
  modified: number;
}

/** Autovacuum's choice for one table, plus the size rules above. */
export function upkeepFor(f: TableFigures): TableUpkeep['action'] | undefined {
  const rows = Math.max(f.reltuples, 0);
  if (f.dead > VACUUM_BASE + VACUUM_SHARE * rows) return 'vacuum';
  if (f.inserted > INSERT_BASE + INSERT_SHARE * rows) return 'vacuum';
  if (f.modified > ANALYZE_BASE + ANALYZE_SHARE * rows) return 'analyze';
  if (f.pages >= MIN_PAGES) {
    const never = f.reltuples < 0;
    // Grown or shrunk while nobody counted (before a restart).
    const drifted = Math.abs(f.pages - f.relpages) > SIZE_DRIFT * Math.max(f.relpages, MIN_PAGES);
    if (never || drifted) return 'analyze';
  }
  return undefined;
}

/** The app's tables that need upkeep now: those to analyze first (quick), then those to vacuum; each biggest first. */
export async function tablesNeedingUpkeep(db: Kysely<Database>): Promise<TableUpkeep[]> {
  // This backend's counts of its last statements reach the counters at the end of this one.
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{
    table: string;
    reltuples: number;
    relpages: number;
    pages: string;
    dead: string;
    inserted: string;
    modified: string;
  }>`
    SELECT c.relname AS "table", c.reltuples, c.relpages,
      pg_relation_size(c.oid) / current_setting('block_size')::int AS pages,
      coalesce(s.n_dead_tup, 0) AS dead,
      coalesce(s.n_ins_since_vacuum, 0) AS inserted,
      coalesce(s.n_mod_since_analyze, 0) AS modified
    FROM pg_class c
    LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.relnamespace = to_regnamespace(current_schema()) AND c.relkind = 'r'
    ORDER BY pg_relation_size(c.oid) DESC, c.relname
  `.execute(db);
  const out: TableUpkeep[] = [];
  for (const row of rows) {
    const action = upkeepFor({
      table: row.table,
      reltuples: Number(row.reltuples),
      relpages: Number(row.relpages),
      pages: Number(row.pages),
      dead: Number(row.dead),
      inserted: Number(row.inserted),
      modified: Number(row.modified),
    });
    if (action) out.push({ table: row.table, action });
  }
  // Plans are fixed by the quick ANALYZEs before any long VACUUM holds the connection.
  return [
    ...out.filter((t) => t.action === 'analyze'),
    ...out.filter((t) => t.action === 'vacuum'),
  ];
}

/** Runs VACUUM (ANALYZE) or ANALYZE on each table that needs it; answers what it did. */
export async function maintainTables(db: Kysely<Database>): Promise<TableUpkeep[]> {
  const due = await tablesNeedingUpkeep(db);
  for (const { table, action } of due) {
    const name = sql.id(table);
    if (action === 'vacuum') await sql`VACUUM (ANALYZE) ${name}`.execute(db);
    else await sql`ANALYZE ${name}`.execute(db);
  }
  return due;
}

/** How often the embedded database is looked at (autovacuum's nap is one minute). */
export const MAINTAIN_EVERY_MS = 5 * 60 * 1000;

/**
 * On PGlite, `maintainTables` once the server is ready (in the background: the first run on a
 * big database may take seconds, and requests wait for it on the one connection anyway), then
 * every `MAINTAIN_EVERY_MS`. Runs never overlap; closing waits for a run under way. Nothing on
 * PostgreSQL, where autovacuum does this.
 */
export const databaseMaintenancePlugin = fp(
  async (app: FastifyInstance, options: { engine: 'pglite' | 'postgres' }) => {
    if (options.engine !== 'pglite') return;
    let running: Promise<void> | undefined;
    let closing = false;
    const run = () => {
      if (running || closing) return;
      const started = performance.now();
      running = maintainTables(app.db)
        .then((done) => {
          if (done.length > 0) {
            const ms = Math.round(performance.now() - started);
            app.log.info(
              { tables: done, ms },
              'database statistics and dead rows brought up to date',
            );
          }
        })
        .catch((err: unknown) => app.log.warn({ err }, 'could not maintain the database'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(run, MAINTAIN_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      setImmediate(run);
    });
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'flick-db-maintenance', dependencies: ['flick-db'] },
);
