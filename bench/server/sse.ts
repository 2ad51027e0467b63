/**
 * Many open notification streams in one server process (SSE, `GET
 * /api/account/notification/stream`): memory per stream, delivery latency of a burst of
 * notifications, events lost and the server's CPU, against a bare Fastify event-stream
 * hello-world (`serve.ts sse`) holding as many streams and writing one event each, in the same
 * run, interleaved.
 *
 *   pnpm bench server-sse                      (PGlite)
 *   pnpm exec tsx bench/server/sse.ts postgres (the bench PostgreSQL, see bench/README.md)
 *   BENCH_STREAMS=5000 BENCH_BURST=1000 BENCH_ROUNDS=2 BENCH_CONCURRENCY=50 BENCH_ACTORS=100
 *   BENCH_HOLD_SECONDS=30 BENCH_CPU_PROFILE=<file> (the flick server's, written before it stops)
 *
 * The run raises its open-file limit to 65,536 (`ulimit -n`; the hard limit too when it may,
 * else up to the hard limit) and starts again under it: every stream is a socket in the
 * server and one in the load process. Then:
 * 1. `BENCH_STREAMS` users (`sse_owner_<i>`) and `BENCH_ACTORS` others (`sse_actor_<i>`), each
 *    with a session, are written by SQL on a fresh database;
 * 2. a flick server and the floor start, each in its own process; before any stream is open,
 *    a warm-up burst and a timed one on the server (the writes' own time, see 5), and both
 *    servers idle `BENCH_HOLD_SECONDS` (their CPU without streams);
 * 3. two load processes (this file with `hold`, plain `node:http` clients) open one stream per
 *    owner on each server, 1,000 at a time in turns; each server's memory after a full garbage
 *    collection (RSS, JavaScript heap, memory outside the heap) before and after each 1,000,
 *    the opening time and the server's CPU per opening;
 * 4. both hold their streams `BENCH_HOLD_SECONDS` (past one 25-s keep-alive round): the
 *    servers' CPU while holding;
 * 5. `BENCH_ROUNDS` rounds, each a burst on the floor and one on the server in turns (the first
 *    goes first in odd rounds): `BENCH_BURST` writes, `BENCH_CONCURRENCY` at a time. On the
 *    server each write is a follow (`POST /api/account/follow`) of a stream's owner by an
 *    actor, which makes one `follow` notification for that owner; on the floor a `POST
 *    /send/<i>/<tag>`. For every write: its own time, the time from its start and from its
 *    answer to the event on its stream (the load processes stamp arrivals on the same clock);
 *    events that do not arrive within 10 s of the last answer are lost; the server's CPU over
 *    the burst.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingMessage, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '../../apps/server/node_modules/kysely/dist/esm/index.js';
import { openDatabase } from '../../apps/server/src/platform/db/connect';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { hashSecret } from '../../apps/server/src/rules/auth/tokens';
import {
  benchDatabase,
  type ChildServer,
  ensurePostgres,
  fmt,
  processCpuMs,
  ROOT,
  requireFromServer,
  startServer,
} from './lib';

const FILE = fileURLToPath(import.meta.url);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const FD_LIMIT = 65_536;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 5_000);
const BURST = Number(process.env.BENCH_BURST ?? 1_000);
const ACTORS = Number(process.env.BENCH_ACTORS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const HOLD_SECONDS = Number(process.env.BENCH_HOLD_SECONDS ?? 30);
// Each (actor, owner) pair is told once (ADR 0084): every round's writes go to other owners.
// Two more bursts before any stream is open: a warm-up, then one that times the writes alone.
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 2), Math.floor(STREAMS / BURST) - 2);
const STEP = 1_000;
const LOST_AFTER_MS = 10_000;
const MB = 1024 * 1024;

/** Milliseconds on a clock shared by the processes of the run (the epoch, sub-ms). */
const clock = () => performance.timeOrigin + performance.now();
const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

// ---- the load process: holds streams, stamps the events that arrive ----------------------

/** What the run asks of a load process. */
type HolderCommand =
  | {
      type: 'open';
      url: string;
      /** Stream i's path and bearer token (null: none). */
      streams: Array<{ i: number; path: string; token: string | null }>;
      concurrency: number;
    }
  | { type: 'events' }
  | { type: 'close' };

/** An event that arrived: the stream's index, its tag, the time. */
type Arrival = [number, string, number];

async function hold(): Promise<void> {
  const open = new Set<IncomingMessage>();
  let arrivals: Arrival[] = [];
  let dropped = 0;
  const send = (message: object) => process.send?.(message);

  const openOne = (url: string, s: { i: number; path: string; token: string | null }) =>
    new Promise<boolean>((resolve) => {
      const target = new URL(s.path, url);
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          agent: false,
          headers: {
            accept: 'text/event-stream',
            ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
          },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            resolve(false);
            return;
          }
          open.add(res);
          res.setEncoding('utf8');
          let buffer = '';
          let connected = false;
          res.on('data', (chunk: string) => {
            const at = clock();
            if (!connected) {
              connected = true;
              resolve(true);
            }
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf('\n\n');
              if (!block.startsWith('event: notification\n')) continue;
              const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
                tag?: string;
                actor?: { userName: string };
              };
              arrivals.push([s.i, data.tag ?? data.actor?.userName ?? '', at]);
            }
          });
          res.on('close', () => {
            if (open.delete(res)) dropped += 1;
          });
        },
      );
      req.on('error', () => resolve(false));
      req.end();
    });

  process.on('message', async (command: HolderCommand) => {
    if (command.type === 'open') {
      const started = clock();
      let failed = 0;
      let next = 0;
      const worker = async () => {
        while (next < command.streams.length) {
          const s = command.streams[next++];
          if (s && !(await openOne(command.url, s))) failed += 1;
        }
      };
      await Promise.all(Array.from({ length: command.concurrency }, worker));
      send({ type: 'opened', failed, ms: clock() - started, open: open.size });
    } else if (command.type === 'events') {
      send({ type: 'events', arrivals, dropped, open: open.size });
      arrivals = [];
    } else {
      for (const res of open) res.destroy();
      open.clear();
      process.exit(0);
    }
  });
  send({ type: 'ready' });
}

/** A load process (`sse.ts hold`) and a way to ask it things. */
interface Holder {
  ask<T>(command: HolderCommand, answer: string): Promise<T>;
  close(): void;
}

async function startHolder(): Promise<Holder> {
  const child: ChildProcess = spawn(TSX, [FILE, 'hold'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, (message: unknown) => void>();
  child.on('message', (message: { type: string }) => {
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    resolve?.(message);
  });
  await new Promise((resolve) => waiting.set('ready', resolve));
  return {
    ask<T>(command: HolderCommand, answer: string) {
      return new Promise<T>((resolve) => {
        waiting.set(answer, resolve as (message: unknown) => void);
        child.send(command);
      });
    },
    close() {
      child.send({ type: 'close' });
    },
  };
}

// ---- the run ----------------------------------------------------------------------------------

/** The people of the run: stream owners and actors, each with a session's token. */
interface People {
  owners: Array<{ id: string; token: string }>;
  actors: Array<{ id: string; token: string; userName: string }>;
}

async function preparePeople(
  target: { pgliteDir: string } | { databaseUrl: string },
): Promise<People> {
  const handle = await openDatabase(target);
  try {
    const { db } = handle;
    await migrateToLatest(db);
    const make = async (prefix: string, count: number) => {
      const { rows } = await sql<{ id: string; user_name: string }>`
        INSERT INTO users (user_name, email, first_name, last_name)
        SELECT ${prefix} || g, ${prefix} || g || '@example.com', 'Stream', 'Bench'
        FROM generate_series(1, ${count}::int) g
        RETURNING id, user_name
      `.execute(db);
      rows.sort(
        (a, b) =>
          Number(a.user_name.slice(prefix.length)) - Number(b.user_name.slice(prefix.length)),
      );
      const tokens = rows.map(() => randomBytes(32).toString('base64url'));
      await sql`
        INSERT INTO sessions (token_hash, user_id, expires_at)
        SELECT t, u, now() + interval '1 day'
        FROM unnest(${tokens.map(hashSecret)}::text[], ${rows.map((r) => r.id)}::uuid[]) AS x(t, u)
      `.execute(db);
      return rows.map((r, i) => ({ id: r.id, userName: r.user_name, token: tokens[i] as string }));
    };
    const owners = await make('sse_owner_', STREAMS);
    const actors = await make('sse_actor_', ACTORS);
    await sql`ANALYZE`.execute(db);
    return { owners, actors };
  } finally {
    await handle.close();
  }
}

/** One side of the run: a server, its load process, its streams' paths and its writes. */
interface Side {
  name: string;
  server: ChildServer;
  holder: Holder;
  streams: Array<{ i: number; path: string; token: string | null }>;
  /** The write that makes the event of burst item k of round r, and the event's tag. */
  write(round: number, k: number): { stream: number; tag: string; run: () => Promise<number> };
  expected: number;
  /** Memory at idle, then after each 1,000 streams. */
  memory: Array<{ rss: number; heapUsed: number; external: number }>;
  openMs: number[];
  openCpuMs: number;
  idleCpuMsPerS: number;
  /** CPU while idle with no stream open. */
  quietCpuMsPerS: number;
  /** The burst made before any stream was open (flick only). */
  unheard?: { writes: number[]; failed: number; cpuMs: number; seconds: number };
  bursts: Array<{
    fromStart: number[];
    fromAnswer: number[];
    /** Each write's own time, start to answer. */
    writes: number[];
    lost: number;
    failed: number;
    cpuMs: number;
    seconds: number;
  }>;
}

/** The owner burst item k of round r goes to (every owner once over the rounds). */
const ownerOf = (round: number, k: number) => (round * BURST + k) % STREAMS;

async function burst(side: Side, round: number, listening = true): Promise<void> {
  const writes = Array.from({ length: BURST }, (_, k) => side.write(round, k));
  const starts = new Map<string, { start: number; answer: number }>();
  const writeTimes: number[] = [];
  let failed = 0;
  let next = 0;
  const cpu0 = processCpuMs(side.server.pid);
  const began = clock();
  const worker = async () => {
    while (next < writes.length) {
      const w = writes[next++];
      if (!w) break;
      const start = clock();
      const status = await w.run().catch(() => 0);
      if (status < 200 || status >= 300) failed += 1;
      const answer = clock();
      starts.set(`${w.stream}|${w.tag}`, { start, answer });
      writeTimes.push(answer - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const answered = clock();
  // Wait for every event, or LOST_AFTER_MS after the last answer.
  const seen = new Map<string, number>();
  while (listening) {
    const { arrivals } = await side.holder.ask<{ arrivals: Arrival[] }>(
      { type: 'events' },
      'events',
    );
    for (const [i, tag, at] of arrivals) {
      const key = `${i}|${tag}`;
      if (starts.has(key) && !seen.has(key)) seen.set(key, at);
    }
    if (seen.size >= writes.length || clock() - answered > LOST_AFTER_MS) break;
    await sleep(100);
  }
  const last = Math.max(answered, ...seen.values());
  const cpuMs = processCpuMs(side.server.pid) - cpu0;
  const fromStart: number[] = [];
  const fromAnswer: number[] = [];
  for (const [key, at] of seen) {
    const write = starts.get(key);
    if (!write) continue;
    fromStart.push(at - write.start);
    // An event may come before its answer (the server delivers, then answers): 0 then.
    fromAnswer.push(Math.max(0, at - write.answer));
  }
  if (!listening) {
    side.unheard = { writes: writeTimes, failed, cpuMs, seconds: (answered - began) / 1000 };
    log(
      `  ${side.name} with no stream open: write p99 ${fmt(quantile(writeTimes, 0.99))} ms, ${failed} failed writes`,
    );
    return;
  }
  side.bursts.push({
    fromStart,
    fromAnswer,
    writes: writeTimes,
    lost: writes.length - seen.size,
    failed,
    cpuMs,
    seconds: (last - began) / 1000,
  });
  log(
    `  ${side.name} round ${round + 1}: ${seen.size}/${writes.length} events, p99 from the write's start ${fmt(quantile(fromStart, 0.99))} ms, ${failed} failed writes`,
  );
}

async function main(engine: string): Promise<void> {
  const loadBefore = os.loadavg();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flick-bench-sse-'));
  let target: { pgliteDir: string } | { databaseUrl: string };
  let env: Record<string, string>;
  if (engine === 'postgres') {
    const admin = ensurePostgres();
    const pg = requireFromServer('pg');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS flick_sse WITH (FORCE)');
    await client.end();
    const url = await benchDatabase(admin, 'flick_sse');
    target = { databaseUrl: url };
    env = { DATABASE_URL: url, DATA_DIR: dataDir };
  } else {
    target = { pgliteDir: path.join(dataDir, 'db') };
    env = { DATA_DIR: path.join(dataDir, 'db') };
  }
  log(`${engine}: ${STREAMS} stream owners and ${ACTORS} actors, by SQL…`);
  const people = await preparePeople(target);

  const floorServer = await startServer('sse');
  // BENCH_CPU_PROFILE=<file>: the flick server writes a CPU profile there when it stops.
  const flickServer = await startServer('flick', env);
  const sides: Side[] = [];
  try {
    const floor: Side = {
      name: 'floor',
      server: floorServer,
      holder: await startHolder(),
      streams: people.owners.map((_, i) => ({ i, path: `/stream/${i}`, token: null })),
      write(round, k) {
        const stream = ownerOf(round, k);
        const tag = `r${round}k${k}`;
        return {
          stream,
          tag,
          run: async () =>
            (await fetch(`${floorServer.url}/send/${stream}/${tag}`, { method: 'POST' })).status,
        };
      },
      expected: BURST,
      memory: [],
      openMs: [],
      openCpuMs: 0,
      idleCpuMsPerS: 0,
      quietCpuMsPerS: 0,
      bursts: [],
    };
    const flick: Side = {
      name: 'flick',
      server: flickServer,
      holder: await startHolder(),
      streams: people.owners.map((o, i) => ({
        i,
        path: '/api/account/notification/stream',
        token: o.token,
      })),
      write(round, k) {
        const stream = ownerOf(round, k);
        const actor = people.actors[k % ACTORS] as People['actors'][number];
        const owner = people.owners[stream] as People['owners'][number];
        return {
          stream,
          tag: actor.userName,
          run: async () => {
            const res = await fetch(`${flickServer.url}/api/account/follow`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${actor.token}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ userId: owner.id }),
            });
            await res.arrayBuffer();
            return res.status;
          },
        };
      },
      expected: BURST,
      memory: [],
      openMs: [],
      openCpuMs: 0,
      idleCpuMsPerS: 0,
      quietCpuMsPerS: 0,
      bursts: [],
    };
    sides.push(floor, flick);

    // Warm-up: a few requests of each kind, then the idle RSS.
    for (const side of sides) {
      await side.holder.ask(
        { type: 'open', url: side.server.url, streams: side.streams.slice(0, 1), concurrency: 1 },
        'opened',
      );
    }
    await sleep(2000);
    // The writes alone: a burst on the server before any stream is open.
    log(`a ${BURST}-write burst on flick before any stream is open…`);
    await burst(flick, ROUNDS + 1, false);
    await burst(flick, ROUNDS, false);
    await sleep(2000);
    for (const side of sides) side.memory.push(await side.server.memory());
    log(`both idle without streams ${HOLD_SECONDS} s…`);
    const quiet0 = sides.map((s) => processCpuMs(s.server.pid));
    await sleep(HOLD_SECONDS * 1000);
    for (const [i, side] of sides.entries()) {
      side.quietCpuMsPerS = (processCpuMs(side.server.pid) - (quiet0[i] ?? 0)) / HOLD_SECONDS;
    }

    log(`opening ${STREAMS} streams on each, ${STEP} at a time in turns…`);
    for (let from = 1, step = 0; from < STREAMS; step += 1) {
      const to = Math.min(STREAMS, (step + 1) * STEP);
      for (const side of step % 2 ? [...sides].reverse() : sides) {
        const cpu0 = processCpuMs(side.server.pid);
        const opened = await side.holder.ask<{ failed: number; ms: number; open: number }>(
          {
            type: 'open',
            url: side.server.url,
            streams: side.streams.slice(from, to),
            concurrency: 50,
          },
          'opened',
        );
        side.openCpuMs += processCpuMs(side.server.pid) - cpu0;
        side.openMs.push(opened.ms);
        if (opened.failed > 0) log(`  ${side.name}: ${opened.failed} streams refused`);
        await sleep(1000);
        const memory = await side.server.memory();
        side.memory.push(memory);
        log(
          `  ${side.name}: ${opened.open} open, ${fmt(opened.ms)} ms for this ${to - from}, RSS ${fmt(memory.rss / MB)} MB, heap ${fmt(memory.heapUsed / MB)} MB, external ${fmt(memory.external / MB)} MB`,
        );
      }
      from = to;
    }

    log(`holding them ${HOLD_SECONDS} s…`);
    const idle0 = sides.map((s) => processCpuMs(s.server.pid));
    await sleep(HOLD_SECONDS * 1000);
    for (const [i, side] of sides.entries()) {
      side.idleCpuMsPerS = (processCpuMs(side.server.pid) - (idle0[i] ?? 0)) / HOLD_SECONDS;
    }

    log(`${ROUNDS} rounds of a ${BURST}-event burst on each, in turns…`);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        await burst(side, round);
        await sleep(1000);
      }
    }
    const dropped = await Promise.all(
      sides.map((s) =>
        s.holder.ask<{ dropped: number; open: number }>({ type: 'events' }, 'events'),
      ),
    );
    report(engine, sides, dropped, loadBefore);
  } finally {
    if (process.env.BENCH_CPU_PROFILE) {
      process.kill(flickServer.pid, 'SIGHUP');
      await sleep(5000);
    }
    for (const side of sides) side.holder.close();
    await flickServer.stop();
    await floorServer.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(
  engine: string,
  sides: Side[],
  dropped: Array<{ dropped: number; open: number }>,
  loadBefore: number[],
): void {
  const figures = sides.map((side, i) => {
    const all = (pick: (b: Side['bursts'][number]) => number[]) => side.bursts.flatMap(pick);
    const idle = side.memory[0] ?? { rss: 0, heapUsed: 0, external: 0 };
    const first = side.memory[1] ?? idle;
    const held = side.memory.at(-1) ?? idle;
    const thousands = STREAMS / 1000;
    const perThousand = (held.rss - idle.rss) / MB / thousands;
    const heapPerThousand = (held.heapUsed - idle.heapUsed) / MB / thousands;
    // From the first 1,000 to the last: without what the first openings warmed up.
    const laterPerThousand = (held.rss - first.rss) / MB / Math.max(1, thousands - 1);
    const laterHeapPerThousand = (held.heapUsed - first.heapUsed) / MB / Math.max(1, thousands - 1);
    const events = side.bursts.reduce((n, b) => n + b.fromStart.length, 0);
    const cpu = side.bursts.reduce((n, b) => n + b.cpuMs, 0);
    return {
      name: side.name,
      idleMb: idle.rss / MB,
      heldMb: held.rss / MB,
      perThousand,
      heapPerThousand,
      laterPerThousand,
      laterHeapPerThousand,
      externalMb: [idle.external / MB, held.external / MB],
      openPerS: (STREAMS - 1) / (side.openMs.reduce((a, b) => a + b, 0) / 1000),
      openCpuUs: (side.openCpuMs * 1000) / STREAMS,
      idleCpu: side.idleCpuMsPerS,
      quietCpu: side.quietCpuMsPerS,
      p50Start: quantile(
        all((b) => b.fromStart),
        0.5,
      ),
      p99Start: quantile(
        all((b) => b.fromStart),
        0.99,
      ),
      maxStart: quantile(
        all((b) => b.fromStart),
        1,
      ),
      writeP50: quantile(
        all((b) => b.writes),
        0.5,
      ),
      writeP99: quantile(
        all((b) => b.writes),
        0.99,
      ),
      p50Answer: quantile(
        all((b) => b.fromAnswer),
        0.5,
      ),
      p99Answer: quantile(
        all((b) => b.fromAnswer),
        0.99,
      ),
      lost: side.bursts.reduce((n, b) => n + b.lost, 0),
      failed: side.bursts.reduce((n, b) => n + b.failed, 0),
      cpuPerEventUs: (cpu * 1000) / Math.max(1, events),
      burstSeconds: side.bursts.map((b) => fmt(b.seconds, 2)).join(', '),
      dropped: dropped[i]?.dropped ?? 0,
      stillOpen: dropped[i]?.open ?? 0,
    };
  });
  const [floor, flick] = figures;
  if (!floor || !flick) return;
  console.log(
    `\n== ${STREAMS} open streams, ${ROUNDS} × ${BURST}-event bursts (${CONCURRENCY} writes at a time), ${engine} ==`,
  );
  console.log(
    `load average before ${loadBefore.map((l) => fmt(l, 2)).join(' ')}, after ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}; ${os.cpus().length} cores`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(6)} RSS idle ${fmt(f.idleMb)} MB, with the streams ${fmt(f.heldMb)} MB: ${fmt(f.perThousand, 2)} MB per 1,000 streams (${fmt(f.laterPerThousand, 2)} from the first 1,000 on); JavaScript heap ${fmt(f.heapPerThousand, 2)} MB per 1,000 (${fmt(f.laterHeapPerThousand, 2)}); external ${fmt(f.externalMb[0] ?? 0)} → ${fmt(f.externalMb[1] ?? 0)} MB`,
    );
    console.log(
      `       opening ${fmt(f.openPerS, 0)} streams/s, ${fmt(f.openCpuUs, 0)} µs CPU each; holding them ${fmt(f.idleCpu, 1)} ms CPU/s (idle without streams ${fmt(f.quietCpu, 1)})`,
    );
    console.log(
      `       writes p50 ${fmt(f.writeP50)} ms, p99 ${fmt(f.writeP99)} ms; delivery from the write's start p50 ${fmt(f.p50Start)} ms, p99 ${fmt(f.p99Start)} ms, max ${fmt(f.maxStart)} ms; after its answer p50 ${fmt(f.p50Answer)} ms, p99 ${fmt(f.p99Answer)} ms; lost ${f.lost}, failed writes ${f.failed}; CPU ${fmt(f.cpuPerEventUs, 0)} µs per event; bursts took ${f.burstSeconds} s; streams dropped ${f.dropped}, open at the end ${f.stillOpen}`,
    );
  }
  const unheard = sides[1]?.unheard;
  if (unheard) {
    console.log(
      `flick with no stream open: writes p50 ${fmt(quantile(unheard.writes, 0.5))} ms, p99 ${fmt(quantile(unheard.writes, 0.99))} ms, ${unheard.failed} failed; CPU ${fmt((unheard.cpuMs * 1000) / BURST, 0)} µs per write; ${fmt(unheard.seconds, 2)} s`,
    );
  }
  console.log(
    `flick ÷ floor: MB per 1,000 streams ×${fmt(flick.perThousand / floor.perThousand, 2)}; p99 from the start ×${fmt(flick.p99Start / floor.p99Start, 2)}; CPU per event ×${fmt(flick.cpuPerEventUs / floor.cpuPerEventUs, 2)}`,
  );
  console.log(
    `target: ${STREAMS} streams with delivery p99 ≤ 1 s: ${flick.p99Start <= 1000 && flick.lost === 0 ? 'met' : 'MISSED'} (p99 ${fmt(flick.p99Start)} ms, ${flick.lost} lost)`,
  );
}

/** Runs again under `ulimit -n FD_LIMIT` when the open-file limit is lower. */
function raiseFileLimit(): boolean {
  const current = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (current >= FD_LIMIT || process.env.BENCH_SSE_RAISED) return false;
  const run = spawn(
    'sh',
    [
      '-c',
      `ulimit -Hn ${FD_LIMIT} 2>/dev/null; ulimit -n ${FD_LIMIT} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`,
      TSX,
      FILE,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_SSE_RAISED: '1' } },
  );
  run.on('exit', (code) => process.exit(code ?? 1));
  return true;
}

if (process.argv[2] === 'hold') {
  await hold();
} else if (!raiseFileLimit()) {
  log(`open-file limit ${execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()}`);
  await main(process.argv[2] ?? 'pglite');
}
