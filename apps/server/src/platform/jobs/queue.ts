import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { leaseAlive } from './lease';

/**
 * The durable job queue (ADR 0017): pg-boss on the app's own database, through the app's
 * Kysely handle (so on PGlite it shares the one connection instead of opening its own).
 */

/** pg-boss's tables live in this schema. */
export const JOBS_SCHEMA = 'pgboss';
/** One job per uploaded video: make its rendition and images. */
export const MEDIA_QUEUE = 'media-process';

/** Retries with exponential backoff (5 s, 10 s, 20 s…) before the video is marked failed. */
export const MEDIA_RETRY = { retryLimit: 3, retryDelay: 5, retryBackoff: true } as const;
/**
 * A job running longer than this is taken for dead and run again: the last resort. A job
 * whose process died is taken over much sooner, when that process's lease ends (ADR 0024).
 */
export const MEDIA_EXPIRE_SECONDS = 10 * 60;
/** An active job nobody claimed (its process died between fetching and claiming it) is lost after this. */
export const UNCLAIMED_JOB_SECONDS = 30;
/** How often each process looks for jobs of dead processes. */
export const LOST_JOB_SWEEP_MS = 5_000;

/** What a media job carries. */
export interface MediaJob {
  videoId: string;
  /** The id of the request that queued it (ADR 0119): the worker's log lines name it. */
  requestId?: string;
  /** That request's trace context, when traces are exported (ADR 0128): the job's span joins it. */
  traceparent?: string;
  tracestate?: string;
}

/** One job per notification to deliver as a push message (ADR 0036). */
export const PUSH_QUEUE = 'push-send';
/** A push that failed on the way (network, FCM unavailable) is tried twice more. */
export const PUSH_RETRY = { retryLimit: 2, retryDelay: 10, retryBackoff: true } as const;
/** A push job is worth little after a minute of work; it is taken for dead and run again. */
export const PUSH_EXPIRE_SECONDS = 60;
/** Push jobs fetched together; those of one user go out as one message (ADR 0036). */
export const PUSH_BATCH_SIZE = 100;

/** What a push job carries. */
export interface PushJob {
  userId: string;
  notificationId: string;
}

/**
 * One job per scheduled video, run at its time (ADR 0101): it lists every scheduled video
 * that is due, so a job that ran late or twice, or one for a time the owner changed, does no
 * harm. Jobs are rows of the database: they outlive a restart.
 */
export const PUBLISH_QUEUE = 'video-publish';
export const PUBLISH_RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;
/** How often each process asks for a due publish job: a video is listed within this of its time. */
export const PUBLISH_POLL_SECONDS = 2;

/** What a publish job carries. */
export interface PublishJob {
  videoId: string;
}

/**
 * The "Following" timelines' pushes (ADR 0106): a job carries some videos and follows whose
 * rows wait in `timeline_pending_videos` / `timeline_pending_follows`; it writes their
 * followers' (or reader's) timeline rows. A job that ran twice or late does no harm.
 */
export const TIMELINE_QUEUE = 'timeline-fanout';
export const TIMELINE_RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true } as const;
/** How often each process asks for timeline jobs (a process that queued some wakes its own worker). */
export const TIMELINE_POLL_SECONDS = 1;

/** What a timeline job carries: each pending row's key and the number it was queued for. */
export interface TimelineJob {
  videos: { videoId: string; seq: string }[];
  follows: { readerId: string; authorId: string; seq: string }[];
}

/**
 * ActivityPub deliveries and inbox work (ADR 0150): Fedify's messages, one job each. pg-boss
 * retries a failed delivery with exponential backoff (30 s, 1 min, 2 min… about 4 hours in
 * all); a job that used them up stays `failed` with its last error in the job's output.
 */
export const FEDERATION_QUEUE = 'federation';
export const FEDERATION_RETRY = { retryLimit: 9, retryDelay: 30, retryBackoff: true } as const;
/** How often each process asks for federation jobs (a process that queued some wakes its own worker). */
export const FEDERATION_POLL_SECONDS = 1;

/**
 * A recurring job a part of the server registers with the queue (`JobQueue.schedule`): the
 * queue knows its name, its cron and how to run it, nothing of what it does. pg-boss makes
 * one job per cron slot however many processes schedule it, and one of them runs it.
 */
export interface ScheduledJob {
  /** The pg-boss queue (and schedule) name; one per job. */
  name: string;
  /** A pg-boss cron expression (five fields, UTC). */
  cron: string;
  /** How often each process asks for a due job (pg-boss's polling). */
  pollSeconds: number;
  /** Runs one job; a throw fails that run (no retry: the next slot runs it again). */
  run(): Promise<void>;
}

/** A pg-boss statement that answers one row, the count of what it changed or found. */
const COUNT_STATEMENT = /SELECT COUNT\(\*\)(?: as count)? FROM/i;

/**
 * pg-boss's database adapter over a Kysely handle (or a transaction). Once `stopped` says so,
 * it asks nothing of a database that may be closed, and a statement that fails once it is
 * stopped (the database closed under it) is answered the same way, as an empty one would: no rows,
 * and a count of 0 to a counting statement. A job still running after the stop's time-out ends
 * with a `complete` or `fail` that pg-boss does not await; a rejection there, or a count read
 * from no row, would be an error nobody can catch (the job is found again by the next start's
 * sweep).
 */
export function bossDb(db: Kysely<Database>, stopped: () => boolean = () => false): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (stopped()) return emptyAnswer(text);
      try {
        const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: result.rows as unknown[] } as { rows: never[] };
      } catch (err) {
        // Stopped while the statement was on its way (its database closed under it).
        if (stopped()) return emptyAnswer(text);
        throw err;
      }
    },
  };
}

/** What an empty database answers `text`: no rows, or a count of 0 to a counting statement. */
function emptyAnswer(text: string): { rows: never[] } {
  return { rows: (COUNT_STATEMENT.test(text) ? [{ count: '0' }] : []) as never[] };
}

/** The queue of one process. */
export interface JobQueue {
  /**
   * Queues the processing of a video; pass `trx` to commit it with the video's row (then
   * call `wakeMedia` after the commit).
   */
  sendMedia(job: MediaJob, trx?: Kysely<Database>): Promise<void>;
  /** Makes this process's media workers look for jobs now rather than at their next poll. */
  wakeMedia(): void;
  /** Runs `handler` for media jobs, `concurrency` at a time. */
  workMedia(
    concurrency: number,
    handler: (job: MediaJob, attempt: { retryCount: number; retryLimit: number }) => Promise<void>,
  ): Promise<void>;
  /**
   * Makes media jobs whose process died runnable again (or failed, when their retries are
   * used up: answered so the caller can mark their videos failed).
   */
  sweepLostMedia(): Promise<{ retried: number; failed: MediaJob[] }>;
  /**
   * Queues the push message of a notification on `db` (the caller's transaction, when it
   * runs in one: the job then commits with the notification).
   */
  sendPush(job: PushJob, db: Kysely<Database>): Promise<void>;
  /**
   * Runs `handler` on push jobs, up to `PUSH_BATCH_SIZE` at a time, polling every second: a
   * burst of notifications for one user is handed over together. A throw retries the batch.
   */
  workPush(handler: (jobs: PushJob[]) => Promise<void>): Promise<void>;
  /** Queues the listing of a scheduled video at `at` on `db` (the caller's transaction). */
  sendPublish(job: PublishJob, at: Date, db: Kysely<Database>): Promise<void>;
  /** Runs `handler` on publish jobs when they are due, polling every `PUBLISH_POLL_SECONDS`. */
  workPublish(handler: (job: PublishJob) => Promise<void>): Promise<void>;
  /** Queues timeline jobs on `db` (the caller's transaction) and wakes this process's worker after it. */
  sendTimeline(jobs: TimelineJob[], db: Kysely<Database>): Promise<void>;
  /** Makes this process's timeline worker look for jobs now. */
  wakeTimeline(): void;
  /** Runs `handler` on timeline jobs, one at a time, polling every `TIMELINE_POLL_SECONDS`. */
  workTimeline(handler: (job: TimelineJob) => Promise<void>): Promise<void>;
  /** Queues a Fedify message, due after `delayMs`, and wakes this process's federation worker. */
  sendFederation(message: unknown, delayMs?: number): Promise<void>;
  /** Runs `handler` on federation jobs, one at a time; a throw retries the job (`FEDERATION_RETRY`). */
  workFederation(handler: (message: unknown) => Promise<void>): Promise<void>;
  /**
   * Creates `job`'s queue and cron schedule (kept when they exist) and runs its jobs in this
   * process; every process that schedules it shares its runs, each run goes to one of them.
   * A name can be scheduled once per process.
   */
  schedule(job: ScheduledJob): Promise<void>;
  /** Queues a run of the scheduled job `name` now (besides its cron's) and wakes its worker here. */
  runNow(name: string): Promise<void>;
  /** Stops fetching and waits (up to `timeoutMs`) for running jobs. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Hands active media jobs of dead processes back to the queue, in one statement (so two
 * processes sweeping at once never both take a job): a job is lost when the lease that
 * claimed it lapsed or ended, or when nobody claimed it for `UNCLAIMED_JOB_SECONDS`. A job
 * with retries left runs again at once (pg-boss counts the rerun as a try); one on its last
 * try fails.
 * Its claim goes with it, and claims of jobs that are no longer active are forgotten.
 */
export async function sweepLostJobs(
  db: Kysely<Database>,
  queue: string,
): Promise<{ retried: number; failed: MediaJob[] }> {
  const { rows } = await sql<{ id: string; state: string; data: MediaJob }>`
    WITH lost AS (
      SELECT j.id FROM ${sql.raw(JOBS_SCHEMA)}.job j
      LEFT JOIN job_claims c ON c.job_id = j.id
      WHERE j.name = ${queue} AND j.state = 'active'
        AND CASE
          WHEN c.job_id IS NULL
            THEN j.started_on < now() - make_interval(secs => ${UNCLAIMED_JOB_SECONDS})
          ELSE NOT ${leaseAlive(sql.ref('c.lease_id'))}
        END
      FOR UPDATE OF j SKIP LOCKED
    ), released AS (
      DELETE FROM job_claims WHERE job_id IN (SELECT id FROM lost)
    )
    UPDATE ${sql.raw(JOBS_SCHEMA)}.job j
    SET state = (CASE WHEN j.retry_count < j.retry_limit THEN 'retry' ELSE 'failed' END)::${sql.raw(JOBS_SCHEMA)}.job_state,
        start_after = now(),
        completed_on = CASE WHEN j.retry_count < j.retry_limit THEN NULL ELSE now() END,
        output = jsonb_build_object('message', 'the process running it stopped')
    FROM lost
    WHERE j.id = lost.id AND j.name = ${queue}
    RETURNING j.id, j.state::text AS state, j.data
  `.execute(db);
  await sql`
    DELETE FROM job_claims c
    WHERE c.claimed_at < now() - make_interval(secs => ${UNCLAIMED_JOB_SECONDS})
      AND NOT EXISTS (
        SELECT 1 FROM ${sql.raw(JOBS_SCHEMA)}.job j WHERE j.id = c.job_id AND j.state = 'active'
      )
  `.execute(db);
  return {
    retried: rows.filter((r) => r.state === 'retry').length,
    failed: rows.filter((r) => r.state === 'failed').map((r) => r.data),
  };
}

/** Creates `queue` unless it exists (another process may create it at the same time). */
async function createQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  if (await boss.getQueue(queue.name)) return;
  await boss.createQueue(queue.name, queue).catch(async (err: unknown) => {
    // Another process created it meanwhile.
    if (!(await boss.getQueue(queue.name))) throw err;
  });
}

/**
 * Starts pg-boss on `db` (creating or upgrading its schema) and the media queue. With
 * `recoverOrphans` (one process owns the database: PGlite) jobs left `active` by a killed
 * process are made runnable again at once instead of after their expiry.
 */
export async function startJobQueue(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: { recoverOrphans: boolean; leaseId: string },
): Promise<JobQueue> {
  /** Set once the queue has stopped: pg-boss's late calls then reach no database. */
  let stopped = false;
  const boss = new PgBoss({
    db: bossDb(db, () => stopped),
    schema: JOBS_SCHEMA,
    // Cron schedules (`JobQueue.schedule`) and maintenance (expiry, archiving).
    schedule: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const queues: PgBoss.Queue[] = [
    { name: MEDIA_QUEUE, ...MEDIA_RETRY, expireInSeconds: MEDIA_EXPIRE_SECONDS },
    { name: PUSH_QUEUE, ...PUSH_RETRY, expireInSeconds: PUSH_EXPIRE_SECONDS },
    { name: PUBLISH_QUEUE, ...PUBLISH_RETRY, expireInSeconds: 60 },
    { name: TIMELINE_QUEUE, ...TIMELINE_RETRY, expireInSeconds: 5 * 60 },
    { name: FEDERATION_QUEUE, ...FEDERATION_RETRY, expireInSeconds: 5 * 60 },
  ];
  for (const queue of queues) await createQueue(boss, queue);
  if (options.recoverOrphans) {
    const { rows } = await db.executeQuery<{ id: string }>(
      CompiledQuery.raw(
        `UPDATE ${JOBS_SCHEMA}.job SET state = 'retry', start_after = now() WHERE name = $1 AND state = 'active' RETURNING id`,
        [MEDIA_QUEUE],
      ),
    );
    if (rows.length > 0)
      log.warn({ jobs: rows.length }, 'media jobs interrupted by a crash run again');
  }
  const workers: string[] = [];
  const timelineWorkers: string[] = [];
  const federationWorkers: string[] = [];
  /** The worker id of each job scheduled in this process, by name. */
  const scheduled = new Map<string, string>();
  const wakeMedia = () => {
    for (const id of workers) boss.notifyWorker(id);
  };
  return {
    async sendMedia(job, trx) {
      await boss.send(MEDIA_QUEUE, job, trx ? { db: bossDb(trx) } : {});
      if (!trx) wakeMedia();
    },
    wakeMedia,
    async workMedia(concurrency, handler) {
      for (let i = 0; i < concurrency; i += 1) {
        workers.push(
          await boss.work<MediaJob>(
            MEDIA_QUEUE,
            { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 2 },
            async ([job]) => {
              if (!job) return;
              // The job is this process's while its lease lives (ADR 0024).
              await sql`
                INSERT INTO job_claims (job_id, lease_id) VALUES (${job.id}, ${options.leaseId})
                ON CONFLICT (job_id) DO UPDATE SET lease_id = EXCLUDED.lease_id, claimed_at = now()
              `.execute(db);
              await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
            },
          ),
        );
      }
    },
    sweepLostMedia: () => sweepLostJobs(db, MEDIA_QUEUE),
    async sendPush(job, db) {
      await boss.send(PUSH_QUEUE, job, { db: bossDb(db) });
    },
    async workPush(handler) {
      await boss.work<PushJob>(
        PUSH_QUEUE,
        { batchSize: PUSH_BATCH_SIZE, pollingIntervalSeconds: 1 },
        async (jobs) => {
          await handler(jobs.map((job) => job.data));
        },
      );
    },
    async sendPublish(job, at, db) {
      await boss.send(PUBLISH_QUEUE, job, { db: bossDb(db), startAfter: at });
    },
    async workPublish(handler) {
      await boss.work<PublishJob>(
        PUBLISH_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: PUBLISH_POLL_SECONDS },
        async ([job]) => {
          if (job) await handler(job.data);
        },
      );
    },
    async sendTimeline(jobs, db) {
      for (const job of jobs) await boss.send(TIMELINE_QUEUE, job, { db: bossDb(db) });
    },
    wakeTimeline() {
      for (const id of timelineWorkers) boss.notifyWorker(id);
    },
    async workTimeline(handler) {
      timelineWorkers.push(
        await boss.work<TimelineJob>(
          TIMELINE_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: TIMELINE_POLL_SECONDS },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        ),
      );
    },
    async sendFederation(message, delayMs) {
      // pg-boss keeps a job's data as JSON: the message is an object of plain JSON values.
      await boss.send(
        FEDERATION_QUEUE,
        { message },
        delayMs ? { startAfter: new Date(Date.now() + delayMs) } : {},
      );
      for (const id of federationWorkers) boss.notifyWorker(id);
    },
    async workFederation(handler) {
      federationWorkers.push(
        await boss.work<{ message: unknown }>(
          FEDERATION_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: FEDERATION_POLL_SECONDS },
          async ([job]) => {
            if (job) await handler(job.data.message);
          },
        ),
      );
    },
    async schedule(job) {
      if (scheduled.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
      await createQueue(boss, { name: job.name, retryLimit: 0 });
      await boss.schedule(job.name, job.cron);
      scheduled.set(
        job.name,
        await boss.work(job.name, { pollingIntervalSeconds: job.pollSeconds }, async () => {
          await job.run();
        }),
      );
    },
    async runNow(name) {
      const worker = scheduled.get(name);
      if (!worker) throw new Error(`job ${name} is not scheduled in this process`);
      await boss.send(name, {});
      boss.notifyWorker(worker);
    },
    async stop(timeoutMs = 8_000) {
      try {
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      } finally {
        stopped = true;
      }
    },
  };
}
