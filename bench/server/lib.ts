/**
 * Shared pieces of the server benchmarks: child servers, load runs, datasets, a scratch
 * PostgreSQL. Benchmarks print figures; they are never run by the test command.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// bench/ is no workspace package: take kysely from the server's own dependencies.
import { type Kysely, sql } from '../../apps/server/node_modules/kysely/dist/esm/index.js';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/connect';
import type { Database } from '../../apps/server/src/platform/db/database';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { createSession } from '../../apps/server/src/rules/auth/sessions.repository';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_DIR = path.join(ROOT, 'apps/server');
/** Resolves packages the server depends on (autocannon, fastify, pg…) from bench/. */
export const requireFromServer = createRequire(path.join(SERVER_DIR, 'package.json'));
export const WORK_DIR = process.env.BENCH_DIR ?? '/tmp/flick-bench';

// biome-ignore lint/suspicious/noExplicitAny: autocannon ships no types
const autocannon: any = requireFromServer('autocannon');

/** A server in its own process, so load generation never shares its event loop. */
export interface ChildServer {
  url: string;
  /** The server process (for memory readings). */
  pid: number;
  /**
   * The server's memory after a full garbage collection, in bytes (it answers SIGUSR2:
   * `serve.ts`): resident set, the JavaScript heap in use, and memory outside it (buffers,
   * the embedded database's WebAssembly memory).
   */
  memory(): Promise<{ rss: number; heapUsed: number; external: number }>;
  stop(): Promise<void>;
}

/** Starts `serve.ts` in `mode` ('hello', 'sse' or 'flick') with extra environment. */
export async function startServer(
  mode: 'hello' | 'sse' | 'flick',
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const child: ChildProcess = spawn(tsx, [path.join(ROOT, 'bench/server/serve.ts'), mode], {
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [url, pid] = await new Promise<[string, number]>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+) PID (\d+)/.exec(out);
      if (match?.[1]) resolve([match[1], Number(match[2])]);
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  const memoryReadings: Array<(line: string) => void> = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    let end = pending.indexOf('\n');
    while (end >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
      if (line.startsWith('MEMORY ')) memoryReadings.shift()?.(line);
    }
  });
  return {
    url,
    // The server's own process (tsx runs it in a child of its own).
    pid,
    memory() {
      return new Promise((resolve) => {
        memoryReadings.push((line) => {
          const [rss, heapUsed, external] = line.split(' ').slice(1).map(Number);
          resolve({ rss: rss ?? 0, heapUsed: heapUsed ?? 0, external: external ?? 0 });
        });
        process.kill(pid, 'SIGUSR2');
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One autocannon run's figures. */
export interface LoadResult {
  rps: number;
  /** Requests answered in the run. */
  total: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: {
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Array<object>;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.duration ?? 8,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Percentiles (ms) of sequential requests: latency without queueing. */
export async function sequentialLatency(
  urls: string[],
  headers: Record<string, string>,
): Promise<{ p50: number; p95: number; p99: number; max: number }> {
  const times: number[] = [];
  for (const url of urls) times.push(await timedGet({ url, headers }));
  return percentiles(times);
}

/** One GET, its body read whole: milliseconds. Throws on an answer that is not 2xx. */
async function timedGet({ url, headers }: TimedRequest): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

function percentiles(times: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

export interface TimedRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * The latency of two requests measured in turns, one at a time (a b, b a, a b…: each goes
 * first in half the rounds), so a change of the machine's load over the pass weighs on both
 * alike and their ratio holds where two passes minutes apart do not. Answers each one's p50
 * and p95 in ms, and the median of the rounds' b ÷ a.
 */
export async function latencyInTurns(
  a: TimedRequest,
  b: TimedRequest,
  rounds: number,
): Promise<{ a: { p50: number; p95: number }; b: { p50: number; p95: number }; ratio: number }> {
  const timesA: number[] = [];
  const timesB: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let ta: number;
    let tb: number;
    if (round % 2 === 0) {
      ta = await timedGet(a);
      tb = await timedGet(b);
    } else {
      tb = await timedGet(b);
      ta = await timedGet(a);
    }
    timesA.push(ta);
    timesB.push(tb);
    ratios.push(tb / ta);
  }
  return {
    a: percentiles(timesA),
    b: percentiles(timesB),
    ratio: percentiles(ratios).p50,
  };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** A scratch PostgreSQL 15 on 127.0.0.1 (initdb once), answering its admin URL. */
export function ensurePostgres(port = Number(process.env.BENCH_PG_PORT ?? 55439)): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const bin = '/usr/lib/postgresql/15/bin';
  const dir = path.join(WORK_DIR, 'pg');
  const asPostgres = (cmd: string) =>
    execFileSync('su', ['postgres', '-c', cmd], { stdio: 'inherit' });
  if (!existsSync(path.join(dir, 'data', 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('chown', ['postgres', dir]);
    asPostgres(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust > ${dir}/initdb.log`);
  }
  try {
    execFileSync(
      'psql',
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', 'select 1'],
      { stdio: 'ignore' },
    );
  } catch {
    asPostgres(
      `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w start -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=1GB -c work_mem=16MB -c max_connections=100"`,
    );
  }
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** A URL to one database on the scratch server, created when missing. */
export async function benchDatabase(adminUrl: string, name: string): Promise<string> {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const WORDS = [
  'sunset',
  'travel',
  'beach',
  'fractal',
  'music',
  'dance',
  'skate',
  'garden',
  'pets',
  'coffee',
  'mountain',
  'city',
  'night',
  'rain',
  'street',
  'cooking',
  'running',
  'film',
  'retro',
  'colors',
];

/**
 * Fills a migrated database with `users` users and `videos` videos (two hashtags each,
 * captions from a small vocabulary plus a unique word), in SQL, once: a database that
 * already holds the videos is left as it is. Answers a bench user's token.
 */
export async function prepareDataset(
  db: Kysely<Database>,
  users: number,
  videos: number,
  log: (msg: string) => void,
): Promise<{ token: string; userId: string }> {
  const have = await sql<{ n: string }>`SELECT count(*) AS n FROM videos`.execute(db);
  const had = Number(have.rows[0]?.n ?? 0);
  if (had < videos) {
    const started = Date.now();
    log(`generating ${users} users and ${videos} videos…`);
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name, profile_picture)
      SELECT 'user_' || g, 'user_' || g || '@example.com',
             (ARRAY['Maya','Leo','Aiko','Sam','Nina','Omar','Lucia','Ben','Zoe','Ravi','Emma','Kofi'])[1 + g % 12] || (g % 997),
             (ARRAY['Okafor','Brandt','Tanaka','Quinn','Kowalski','Haddad','Romero','Carter','Martin','Patel'])[1 + g % 10] || (g % 991),
             NULL
      FROM generate_series(1, ${users}::int) g
      ON CONFLICT DO NOTHING
    `.execute(db);
    await sql`
      INSERT INTO hashtags (name, video_count)
      SELECT 'tag' || g, 0 FROM generate_series(0, 9999) g
      ON CONFLICT DO NOTHING
    `.execute(db);
    await sql`
      CREATE TEMP TABLE bench_users AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM users
    `.execute(db);
    const userCount = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM bench_users`.execute(db)).rows[0]?.n ?? 1,
    );
    const batch = 100_000;
    // A generation cut short (a killed run) goes on from its last whole batch: the batches
    // are numbered by `g`, and a video already there (same file name) is left as it is.
    for (let from = Math.floor(had / batch) * batch; from < videos; from += batch) {
      const to = Math.min(videos, from + batch) - 1;
      await sql`
        INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, hashtags, created_at)
        SELECT u.id, md5(g::text) || '.mp4', md5(g::text), '/api/upload/media/thumb.jpg', '/api/upload/media/thumb.jpg',
               (${sql.val(WORDS)}::text[])[1 + g % 20] || ' and ' || (${sql.val(WORDS)}::text[])[1 + (g / 20) % 20] || ' w' || g || ' #tag' || (g % 10000),
               ARRAY['tag' || (g % 10000), 'tag' || ((g * 7) % 10000)],
               timestamptz '2026-01-01' + g * interval '10 seconds'
        FROM generate_series(${from}::int, ${to}::int) g
        JOIN bench_users u ON u.rn = g % ${userCount}::int
        ON CONFLICT (video_file) DO NOTHING
      `.execute(db);
      // Fresh statistics, or the planner looks tags up through the trigram index.
      await sql`ANALYZE videos`.execute(db);
      await sql`ANALYZE hashtags`.execute(db);
      await sql`
        INSERT INTO video_hashtags (hashtag_id, video_id, created_at)
        SELECT h.id, v.id, v.created_at
        FROM videos v
        CROSS JOIN LATERAL unnest(v.hashtags) AS t(name)
        JOIN hashtags h ON h.name = t.name
        WHERE v.created_at >= timestamptz '2026-01-01' + ${from}::int * interval '10 seconds'
          AND v.created_at <= timestamptz '2026-01-01' + ${to}::int * interval '10 seconds'
        ON CONFLICT DO NOTHING
      `.execute(db);
      log(`  ${to + 1} videos (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await sql`UPDATE hashtags h SET video_count = c.n FROM (SELECT hashtag_id, count(*) AS n FROM video_hashtags GROUP BY hashtag_id) c WHERE c.hashtag_id = h.id`.execute(
      db,
    );
    await sql`DROP TABLE bench_users`.execute(db);
    await sql`ANALYZE`.execute(db);
    log(`dataset ready in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const me = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', 'user_1')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, me.id);
  return { token: session.token, userId: me.id };
}

/**
 * Readies a dataset for the ranked feeds: the bench user (`userId`) follows 50 people (the
 * "Following" rows and the follow factor), and the newest `recent` videos are re-dated into
 * the last days (5 minutes apart, newest now, the feed order kept) with varied counters, so
 * the "For you" window is not empty (the kept datasets' videos are dated months back). The
 * counters are set through the videos' own columns (the ranking reads only those).
 */
export async function prepareFeedWindow(
  db: Kysely<Database>,
  userId: string,
  recent: number,
): Promise<void> {
  await sql`
    INSERT INTO follows (follower_id, followee_id)
    SELECT ${userId}::uuid, id FROM users WHERE id <> ${userId}::uuid ORDER BY user_name LIMIT 50
    ON CONFLICT DO NOTHING
  `.execute(db);
  await sql`
    WITH newest AS (
      SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS rn
      FROM (SELECT id, created_at FROM videos ORDER BY created_at DESC, id DESC LIMIT ${recent}) n
    )
    UPDATE videos v SET
      created_at = date_trunc('second', now()) - (newest.rn - 1) * interval '5 minutes',
      likes = (newest.rn * 37) % 150,
      watchers = (newest.rn * 13) % 40,
      completions = least((newest.rn * 13) % 40, (newest.rn * 7) % 25)
    FROM newest WHERE v.id = newest.id
  `.execute(db);
  await sql`
    UPDATE video_hashtags vh SET created_at = v.created_at
    FROM videos v WHERE v.id = vh.video_id AND v.created_at > now() - interval '8 days'
      AND vh.created_at <> v.created_at
  `.execute(db);
  await sql`ANALYZE videos`.execute(db);
}

/**
 * Leaves the prepared dataset as autovacuum leaves a table between bursts of writes: the
 * re-dating of the window's videos (`prepareFeedWindow`) rewrites those rows and, through the
 * timeline's triggers, every reader's timeline rows of them, and the new follows add more; until
 * a VACUUM the pages holding them are not marked all-visible, and the "Following" and "For you"
 * walks read the table's pages for rows their index already holds (at 10k videos, 20 readers'
 * "For you" statement read 1,175 pages of `following_timeline` instead of 101). PostgreSQL's
 * autovacuum does this at its next round after such writes (a minute apart by default), and on
 * PGlite the server's upkeep at its next run (`maintainTables`, every five minutes, ADR 0073).
 */
export async function settleDataset(db: Kysely<Database>): Promise<void> {
  await sql`VACUUM (ANALYZE) videos, following_timeline, follows, video_hashtags`.execute(db);
}

/** The paging key of the video at `offset` in feed order (for deep-page requests). */
export async function keyAt(db: Kysely<Database>, offset: number): Promise<string> {
  const row = await db
    .selectFrom('videos')
    .select(['id', 'user_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return new URLSearchParams({
    pageSize: '19',
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at.toISOString(),
  }).toString();
}

/** Signed-in bench users for the varied-load rows: each one's token and id. */
export interface BenchCaller {
  token: string;
  userId: string;
}

/**
 * `count` distinct users (user_1 … user_<count>), each with a fresh session, for load that
 * does not repeat one token. The first time, they also like some videos (about a quarter
 * of the newest 400 each, and a quarter of one video in 200 across the whole feed), with
 * the counters kept exact, so `liked` differs per caller on every page.
 */
export async function benchCallers(db: Kysely<Database>, count: number): Promise<BenchCaller[]> {
  const users = await db
    .selectFrom('users')
    .select('id')
    .where(
      'user_name',
      'in',
      Array.from({ length: count }, (_, i) => `user_${i + 1}`),
    )
    .orderBy('user_name')
    .execute();
  const ids = users.map((u) => u.id);
  const liked = await sql<{ n: string }>`
    SELECT count(*) AS n FROM video_likes WHERE user_id = ANY(${ids}::uuid[])
  `.execute(db);
  if (Number(liked.rows[0]?.n ?? 0) === 0) {
    await sql`
      WITH picked AS (
        SELECT v.id FROM (SELECT id FROM videos ORDER BY created_at DESC, id DESC LIMIT 400) v
        UNION
        SELECT id FROM videos WHERE abs(hashtext(id::text)) % 200 = 0
      ), added AS (
        INSERT INTO video_likes (video_id, user_id)
        SELECT p.id, u FROM picked p CROSS JOIN unnest(${ids}::uuid[]) AS u
        WHERE abs(hashtext(p.id::text || u::text)) % 4 = 0
        ON CONFLICT DO NOTHING
        RETURNING video_id
      )
      UPDATE videos v SET likes = v.likes + a.n
      FROM (SELECT video_id, count(*)::int AS n FROM added GROUP BY video_id) a
      WHERE v.id = a.video_id
    `.execute(db);
    await sql`ANALYZE video_likes`.execute(db);
  }
  const callers: BenchCaller[] = [];
  for (const id of ids) {
    callers.push({ token: (await createSession(db, id)).token, userId: id });
  }
  return callers;
}

/**
 * `count` deep-page queries (`pageSize=19&id=…&userId=…&createdAt=…`) whose cursors are
 * spread over the whole feed (a repeatable sample of the table), for load that does not
 * repeat one cursor.
 */
export async function spreadKeys(db: Kysely<Database>, count: number): Promise<string[]> {
  const total = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM videos`.execute(db)).rows[0]?.n ?? 0,
  );
  const percent = Math.min(100, (100 * 4 * count) / Math.max(1, total));
  const rows = await sql<{ id: string; user_id: string; created_at: Date }>`
    SELECT id, user_id, created_at FROM videos
    TABLESAMPLE BERNOULLI (${sql.lit(percent)}) REPEATABLE (42)
    ORDER BY md5(id::text) LIMIT ${count}
  `.execute(db);
  return rows.rows.map((row) =>
    new URLSearchParams({
      pageSize: '19',
      id: row.id,
      userId: row.user_id,
      createdAt: row.created_at.toISOString(),
    }).toString(),
  );
}

/**
 * An autocannon `requests` list whose one request picks, for every call, the next of
 * `paths` × `callers` for its connection, each connection starting at its own random
 * place: concurrent requests carry different tokens (and paths), as many users would.
 */
export function variedRequests(
  paths: string[],
  callers: BenchCaller[],
): Array<{ setupRequest: (req: object, context: { at?: number }) => object }> {
  return [
    {
      setupRequest(req, context) {
        const at = (context.at ?? Math.floor(Math.random() * 1e6)) + 1;
        context.at = at;
        const caller = callers[at % callers.length] as BenchCaller;
        // Coprime steps, so every path meets every caller over the run.
        const p = paths[Math.floor(at / callers.length + at) % paths.length] as string;
        return { ...req, path: p, headers: { authorization: `Bearer ${caller.token}` } };
      },
    },
  ];
}

/** Clock ticks a second in /proc's process times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU time of one process so far, in ms (0 once it has ended). */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time so far of each PostgreSQL process on the machine, in ms, by process id. */
function postgresCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let name = '';
    try {
      name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name === 'postgres') times.set(Number(entry), processCpuMs(Number(entry)));
  }
  return times;
}

/**
 * CPU time spent between two `postgresCpuMs` snapshots: by the processes still running at
 * the second (a process that started in between counts from 0; one that ended is left out).
 */
function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuMs()) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * The whole machine's CPU time so far, busy and in all, in /proc/stat's ticks (the first line:
 * every processor; idle and waiting for I/O count as not busy).
 */
function machineTicks(): { busy: number; total: number } {
  const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

/**
 * CPU time per request of one load run, in µs: the server's process and PostgreSQL's; and
 * how busy the whole machine was over the run, in % of all its processors' time (the load
 * generator and anything else running count too). A row whose machine was far from busy
 * waited on something else than the processors: its requests' turns between the server,
 * the database and the load generator.
 */
export interface CpuPerRequest {
  server: number;
  database: number;
  busy: number;
}

/**
 * Runs `run` (one load run) and answers it with the CPU time per answered request of the
 * server's process and of every PostgreSQL process (Linux's /proc; 10 ms ticks, so a run of
 * a few seconds is needed for a figure; a PostgreSQL process that ends during the run is left
 * out), and the machine's busy share over the run. A PGlite server's database runs inside its
 * process.
 */
export async function withCpu(
  serverPid: number,
  run: () => Promise<LoadResult>,
): Promise<LoadResult & { cpu: CpuPerRequest }> {
  const server0 = processCpuMs(serverPid);
  const database0 = postgresCpuMs();
  const machine0 = machineTicks();
  const result = await run();
  const machine1 = machineTicks();
  const requests = Math.max(1, result.total);
  return {
    ...result,
    cpu: {
      server: ((processCpuMs(serverPid) - server0) * 1000) / requests,
      database: (postgresCpuSince(database0) * 1000) / requests,
      busy: (100 * (machine1.busy - machine0.busy)) / Math.max(1, machine1.total - machine0.total),
    },
  };
}

/**
 * The bench PostgreSQL's database `name` (made when missing): its URL, opened and migrated, with a
 * lookup of a user's id by user name (a dataset's marker rows say it is complete).
 */
export async function openBenchPostgres(name: string): Promise<{
  url: string;
  handle: DatabaseHandle;
  db: Kysely<Database>;
  id: (userName: string) => Promise<string | undefined>;
}> {
  const url = await benchDatabase(ensurePostgres(), name);
  const handle = await openDatabase({ databaseUrl: url });
  await migrateToLatest(handle.db);
  const id = async (userName: string) =>
    (
      await handle.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', userName)
        .executeTakeFirst()
    )?.id;
  return { url, handle, db: handle.db, id };
}
