import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { JOBS_SCHEMA, MEDIA_QUEUE, PUBLISH_QUEUE, PUSH_QUEUE, TIMELINE_QUEUE } from '../jobs/queue';

/**
 * The figures a process gives Prometheus (ADR 0119), one registry per process (or per app in
 * tests, which build many in one process). Built only when `METRICS_PORT` is set; without it
 * nothing here runs. Request figures come from fastify-metrics in the server (`metrics.plugin`);
 * the ones below are Flick's own and are the same in server and worker processes.
 */
export interface Telemetry {
  registry: Registry;
  /** Seconds ffmpeg took to make a rendition, by `outcome` (`ok` or `failed`). */
  transcodeSeconds: Histogram<'outcome'>;
  /** Reports the job queue's depth and oldest waiting job from `db` at each scrape. */
  watchQueue(db: Kysely<Database>): void;
  /**
   * Reports `pool`'s connections at each scrape as `pool="<name>"`: `queries` (the app's) or
   * `upload_locks` (ADR 0108). PostgreSQL only: the embedded database has one connection and
   * no pool, and then no pool figures are shown.
   */
  watchPool(pool: pg.Pool, name: PoolName): void;
  /** Adds `count` (this process's open notification streams) to the streams gauge. */
  watchStreams(count: () => number): void;
}

/** The pools a process may report. */
export type PoolName = 'queries' | 'upload_locks';

/** Metric names; the one home of what the docs' table lists. */
export const METRIC = {
  jobsWaiting: 'flick_jobs_waiting',
  jobsActive: 'flick_jobs_active',
  jobsOldestWaiting: 'flick_jobs_oldest_waiting_seconds',
  transcodeSeconds: 'flick_transcode_seconds',
  streamsOpen: 'flick_notification_streams_open',
  poolConnections: 'flick_db_pool_connections',
  poolWaiting: 'flick_db_pool_waiting_requests',
  poolMax: 'flick_db_pool_max_connections',
  /** fastify-metrics' request histogram (its default name, kept for existing dashboards). */
  requests: 'http_request_duration_seconds',
} as const;

/** The queues always reported, even at 0 (a queue with no rows has no line otherwise). */
const KNOWN_QUEUES = [MEDIA_QUEUE, PUSH_QUEUE, PUBLISH_QUEUE, TIMELINE_QUEUE];

/** Transcodes take seconds to minutes (a 3-minute clip on one core: about one minute). */
const TRANSCODE_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600];

/** One scrape reads the queue once for its three gauges (prom-client collects them at once). */
const QUEUE_SNAPSHOT_MS = 1_000;

interface QueueRow {
  name: string;
  waiting: string;
  active: string;
  oldest: number | string | null;
}

/**
 * Per queue: jobs due and waiting for a worker (`created`/`retry` whose start time has come:
 * a video scheduled for next week is not queue depth), jobs running, and how long the oldest
 * waiting one has waited since it became due. Reads only unfinished rows (pg-boss's own
 * partial indexes cover `state < 'completed'`).
 */
async function readQueue(db: Kysely<Database>): Promise<QueueRow[]> {
  const { rows } = await sql<QueueRow>`
    SELECT name,
      count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS waiting,
      count(*) FILTER (WHERE state = 'active') AS active,
      extract(epoch FROM now() - min(start_after)
        FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())) AS oldest
    FROM ${sql.raw(JOBS_SCHEMA)}.job
    WHERE state < 'completed'
    GROUP BY name
  `.execute(db);
  return rows;
}

/** The pool gauges, made when the first pool is watched; each reads every pool in `pools`. */
function poolFigures(registry: Registry, pools: Map<PoolName, pg.Pool>): void {
  const each = (read: (pool: pg.Pool, name: PoolName) => void) => () => {
    for (const [name, pool] of pools) read(pool, name);
  };
  const connections: Gauge<'pool' | 'state'> = new Gauge({
    name: METRIC.poolConnections,
    help: 'PostgreSQL connections of a pool, by state (busy, idle).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect: each((pool, name) => {
      connections.set({ pool: name, state: 'busy' }, pool.totalCount - pool.idleCount);
      connections.set({ pool: name, state: 'idle' }, pool.idleCount);
    }),
  });
  const waiting: Gauge<'pool'> = new Gauge({
    name: METRIC.poolWaiting,
    help: 'Requests waiting for a free PostgreSQL connection of a pool.',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect: each((pool, name) => waiting.set({ pool: name }, pool.waitingCount)),
  });
  const max: Gauge<'pool'> = new Gauge({
    name: METRIC.poolMax,
    help: 'The most connections a PostgreSQL pool opens.',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect: each((pool, name) => max.set({ pool: name }, pool.options.max ?? 10)),
  });
}

/** A new registry with Node's process figures and Flick's own; `log` hears of failed reads. */
export function createTelemetry(log: FastifyBaseLogger): Telemetry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const transcodeSeconds = new Histogram({
    name: METRIC.transcodeSeconds,
    help: 'Seconds ffmpeg took to make a video rendition, by outcome (ok, failed).',
    labelNames: ['outcome'] as const,
    buckets: TRANSCODE_BUCKETS,
    registers: [registry],
  });

  // The queue: one read per scrape shared by the three gauges.
  let queueDb: Kysely<Database> | undefined;
  let snapshot: { at: number; rows: Promise<QueueRow[]> } | undefined;
  const queueRows = (): Promise<QueueRow[]> => {
    if (!queueDb) return Promise.resolve([]);
    const now = Date.now();
    if (!snapshot || now - snapshot.at > QUEUE_SNAPSHOT_MS) {
      snapshot = {
        at: now,
        rows: readQueue(queueDb).catch((err: unknown) => {
          log.warn({ err }, 'metrics: the job queue could not be read');
          return [];
        }),
      };
    }
    return snapshot.rows;
  };
  const queueGauge = (name: string, help: string, value: (row: QueueRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        if (!queueDb) return;
        const rows = await queueRows();
        this.reset();
        for (const queue of KNOWN_QUEUES) this.set({ queue }, 0);
        for (const row of rows) this.set({ queue: row.name }, value(row));
      },
    });
  queueGauge(METRIC.jobsWaiting, 'Jobs due and waiting for a worker, by queue.', (row) =>
    Number(row.waiting),
  );
  queueGauge(METRIC.jobsActive, 'Jobs running, by queue.', (row) => Number(row.active));
  queueGauge(
    METRIC.jobsOldestWaiting,
    'Seconds the oldest waiting job of a queue has waited since it became due (0: none waits).',
    (row) => Number(row.oldest ?? 0),
  );

  const pools = new Map<PoolName, pg.Pool>();
  let poolsWatched = false;

  const streams: (() => number)[] = [];
  new Gauge({
    name: METRIC.streamsOpen,
    help: 'Notification streams (Server-Sent Events) this process holds open.',
    registers: [registry],
    collect() {
      this.set(streams.reduce((sum, count) => sum + count(), 0));
    },
  });

  return {
    registry,
    transcodeSeconds,
    watchQueue(db) {
      queueDb = db;
    },
    watchPool(pool, name) {
      pools.set(name, pool);
      if (!poolsWatched) poolFigures(registry, pools);
      poolsWatched = true;
    },
    watchStreams(count) {
      streams.push(count);
    },
  };
}
