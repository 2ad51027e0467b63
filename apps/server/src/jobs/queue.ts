import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

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
 * A job running longer than this is taken for dead and run again (the worker was killed on
 * PostgreSQL, where another process may still be working; on PGlite see `recoverOrphans`).
 */
export const MEDIA_EXPIRE_SECONDS = 10 * 60;

/** What a media job carries. */
export interface MediaJob {
  videoId: string;
}

/** pg-boss's database adapter over a Kysely handle (or a transaction). */
export function bossDb(db: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] } as { rows: never[] };
    },
  };
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
  /** Stops fetching and waits (up to `timeoutMs`) for running jobs. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts pg-boss on `db` (creating or upgrading its schema) and the media queue. With
 * `recoverOrphans` (one process owns the database: PGlite) jobs left `active` by a killed
 * process are made runnable again at once instead of after their expiry.
 */
export async function startJobQueue(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: { recoverOrphans: boolean },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: bossDb(db),
    schema: JOBS_SCHEMA,
    // No cron schedules; maintenance (expiry, archiving) stays on.
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  if (!(await boss.getQueue(MEDIA_QUEUE))) {
    await boss
      .createQueue(MEDIA_QUEUE, {
        name: MEDIA_QUEUE,
        ...MEDIA_RETRY,
        expireInSeconds: MEDIA_EXPIRE_SECONDS,
      })
      .catch(async (err: unknown) => {
        // Another process created it meanwhile.
        if (!(await boss.getQueue(MEDIA_QUEUE))) throw err;
      });
  }
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
              await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
            },
          ),
        );
      }
    },
    async stop(timeoutMs = 8_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
