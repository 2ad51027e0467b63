/**
 * The embedded database's upkeep (ADR 0073): feed and search throughput on a PGlite database
 * whose statistics are those of its empty tables (as every embedded install had before the
 * server ran VACUUM and ANALYZE itself) against the same database after `maintainTables`,
 * the upkeep the server now runs once ready and every five minutes. Both servers run with
 * their own upkeep off (`BENCH_UPKEEP=0`), so each round measures the database as prepared.
 *
 *   pnpm exec tsx bench/server/upkeep.ts
 *   BENCH_SMALL=10000 BENCH_DURATION=5 BENCH_ROUNDS=2
 *
 * The dataset is the feed bench's PGlite one (`BENCH_DIR/pglite-<videos>`, made when missing).
 * Each round copies it, removes the statistics of the app's tables (`pg_statistic` rows, and
 * the row counts recorded in `pg_class`), and for the "after" half runs `maintainTables` on the
 * copy, timed. The rows are loaded one after the other against a hello-world floor measured
 * before and after them; the halves alternate within each round.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from '../../apps/server/node_modules/kysely/dist/esm/index.js';
import { openDatabase } from '../../apps/server/src/platform/db/connect';
import { maintainTables } from '../../apps/server/src/platform/db/maintenance';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { fmt, load, prepareDataset, prepareFeedWindow, startServer, WORK_DIR } from './lib';

const VIDEOS = Number(process.env.BENCH_SMALL ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const RECENT = Number(process.env.BENCH_RECENT ?? 1_500);

const ROWS: Array<[name: string, path: string]> = [
  ['Home first page', '/api/video/videos?pageSize=19'],
  ['"For you" first page', '/api/video/feed/for-you?pageSize=19'],
  ['"Following" first page', '/api/video/feed/following?pageSize=19'],
  ['search "tag12"', '/api/discovery/discovery?search=tag12'],
];

async function main() {
  const source = path.join(WORK_DIR, `pglite-${VIDEOS}`);
  const scratch = path.join(WORK_DIR, `upkeep-${VIDEOS}`);
  const handle = await openDatabase({ pgliteDir: source });
  let token: string;
  try {
    await migrateToLatest(handle.db);
    const prepared = await prepareDataset(
      handle.db,
      Math.max(100, Math.min(100_000, VIDEOS / 10)),
      VIDEOS,
      (msg) => console.log(`  ${msg}`),
    );
    token = prepared.token;
    await prepareFeedWindow(handle.db, prepared.userId, RECENT);
  } finally {
    await handle.close();
  }
  const headers = { authorization: `Bearer ${token}` };
  const hello = await startServer('hello');
  try {
    await load(hello.url, { duration: 2 }); // warm-up
    for (let round = 1; round <= ROUNDS; round += 1) {
      const halves =
        round % 2 === 1 ? (['without', 'after'] as const) : (['after', 'without'] as const);
      for (const half of halves) {
        rmSync(scratch, { recursive: true, force: true });
        cpSync(source, scratch, { recursive: true });
        rmSync(path.join(scratch, 'flick.lock'), { recursive: true, force: true });
        const copy = await openDatabase({ pgliteDir: scratch });
        let upkeep = '';
        try {
          // As the app left an embedded database: the statistics of its tables when empty.
          await sql`
            DELETE FROM pg_statistic WHERE starelid IN (
              SELECT oid FROM pg_class WHERE relnamespace = to_regnamespace(current_schema()))
          `.execute(copy.db);
          await sql`
            UPDATE pg_class SET reltuples = -1
            WHERE relnamespace = to_regnamespace(current_schema()) AND relkind IN ('r', 'i')
          `.execute(copy.db);
          if (half === 'after') {
            const started = performance.now();
            const done = await maintainTables(copy.db);
            upkeep = ` (upkeep ${fmt(performance.now() - started, 0)} ms: ${done.map((t) => `${t.action} ${t.table}`).join(', ')})`;
          }
        } finally {
          await copy.close();
        }
        const server = await startServer('flick', { DATA_DIR: scratch, BENCH_UPKEEP: '0' });
        try {
          const before = (await load(hello.url, { duration: DURATION })).rps;
          const figures: string[] = [];
          for (const [name, route] of ROWS) {
            await load(server.url + route, { headers, duration: 1 }); // warm-up
            const r = await load(server.url + route, { headers, duration: DURATION });
            if (r.non2xx > 0 || r.errors > 0)
              throw new Error(`${route}: ${r.non2xx} non-2xx, ${r.errors} errors`);
            figures.push(`${name} ${fmt(r.rps, 0)} req/s p50 ${fmt(r.p50, 0)} ms`);
          }
          const after = (await load(hello.url, { duration: DURATION })).rps;
          const floor = (before + after) / 2;
          console.log(
            `round ${round}, ${half === 'without' ? 'statistics of empty tables' : 'after the upkeep'}${upkeep}: hello-world ${fmt(before, 0)} / ${fmt(after, 0)} req/s`,
          );
          for (const line of figures) {
            const rps = Number(/ (\d+) req\/s/.exec(line)?.[1]);
            console.log(`  ${line} (${fmt((100 * rps) / floor)} % of hello)`);
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await hello.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
