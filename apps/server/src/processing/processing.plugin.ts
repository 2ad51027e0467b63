import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobQueue, LOST_JOB_SWEEP_MS, startJobQueue } from '../platform/jobs/queue';
import { originalsFromConfig } from '../platform/media/media.plugin';
import type { MediaStorage } from '../platform/media/storage';
import { findMediaTools, type MediaTools, mediaToolsOptions } from '../platform/media/tools';
import type { Telemetry } from '../platform/observability/metrics';
import {
  MEDIA_JOB_SPAN,
  REQUEST_ID_ATTRIBUTE,
  type Tracing,
} from '../platform/observability/traces';
import {
  cleanScratch,
  FAILURE,
  failVideo,
  PermanentFailure,
  type PipelineContext,
  processVideo,
} from './pipeline';

declare module 'fastify' {
  interface FastifyInstance {
    /** ffmpeg/ffprobe, or null when none is usable (video uploads then answer 503). */
    mediaTools: MediaTools | null;
    /** Private storage of uploaded originals (never served). */
    originals: MediaStorage;
    /** The durable job queue; parts of the server schedule their recurring jobs on it. */
    jobs: JobQueue;
  }
}

/** The processing context of an app (also used by `pnpm worker`). */
export function pipelineContext(
  app: Pick<
    FastifyInstance,
    'db' | 'log' | 'media' | 'originals' | 'mediaTools' | 'config' | 'events'
  > & {
    telemetry?: Telemetry | null | undefined;
    tracing?: Tracing | null | undefined;
  },
  signal?: AbortSignal,
): PipelineContext {
  return {
    db: app.db,
    log: app.log,
    media: app.media,
    originals: app.originals,
    tools: app.mediaTools,
    scratchDir: path.join(app.config.dataDir, 'tmp', 'processing'),
    keepOriginals: app.config.media.keepOriginals,
    ...(signal ? { signal } : {}),
    events: app.events,
    transcodeSeconds: app.telemetry?.transcodeSeconds ?? null,
    tracing: app.tracing ?? null,
  };
}

/**
 * Runs media jobs on `queue` with `ctx`: a permanent failure (or the last retry) marks the
 * video failed with a reason the owner can read; other failures are retried with backoff.
 */
export async function runMediaWorkers(
  queue: JobQueue,
  ctx: PipelineContext,
  concurrency: number,
): Promise<void> {
  await queue.workMedia(concurrency, async (job, attempt) => {
    const { videoId, requestId } = job;
    // The log lines of this job name the request that queued it (ADR 0119).
    const jobCtx = requestId ? { ...ctx, log: ctx.log.child({ reqId: requestId }) } : ctx;
    const run = () => runMediaJob(jobCtx, videoId, attempt);
    // With traces on, the job is a span in the trace of that request (ADR 0128).
    await (ctx.tracing
      ? ctx.tracing.inSpan(
          MEDIA_JOB_SPAN,
          job,
          {
            'flick.video_id': videoId,
            'flick.attempt': attempt.retryCount + 1,
            ...(requestId ? { [REQUEST_ID_ATTRIBUTE]: requestId } : {}),
          },
          run,
        )
      : run());
  });
}

/** One media job: a permanent failure, or a failure on the last try, fails the video. */
async function runMediaJob(
  ctx: PipelineContext,
  videoId: string,
  attempt: { retryCount: number; retryLimit: number },
): Promise<void> {
  try {
    await processVideo(ctx, videoId);
  } catch (err) {
    if (ctx.signal?.aborted) throw err;
    if (err instanceof PermanentFailure) {
      await failVideo(ctx, videoId, err.message);
      return;
    }
    ctx.log.warn(
      { err, videoId, attempt: attempt.retryCount + 1 },
      'video processing attempt failed',
    );
    if (attempt.retryCount >= attempt.retryLimit) {
      await failVideo(ctx, videoId, FAILURE.unreadable);
      return;
    }
    throw err;
  }
}

/**
 * Looks for media jobs of dead processes now and every `LOST_JOB_SWEEP_MS` (ADR 0024): they
 * run again at once, or, on their last try, their videos are marked failed. Answers a stop
 * function. Every server and worker process runs this, whether or not it runs workers.
 */
export function watchLostJobs(queue: JobQueue, ctx: PipelineContext): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= queue
      .sweepLostMedia()
      .then(async ({ retried, failed }) => {
        if (retried > 0)
          ctx.log.warn({ jobs: retried }, 'media jobs of a stopped process run again');
        for (const job of failed) await failVideo(ctx, job.videoId, FAILURE.unreadable);
      })
      .catch((err: unknown) => ctx.log.warn({ err }, 'looking for lost media jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, LOST_JOB_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Media processing in the server process: finds ffmpeg, opens the originals storage, starts
 * the job queue and (unless `MEDIA_WORKER_CONCURRENCY=0`) its workers. Register after the
 * database and media plugins.
 */
export const mediaJobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('mediaTools', await findMediaTools(mediaToolsOptions(app.config.media), app.log));
    app.decorate('originals', originalsFromConfig(app.config));
    // PGlite: this process is the only one on the database and its scratch folder.
    const exclusive = !app.config.databaseUrl;
    const queue = await startJobQueue(app.db, app.log, {
      recoverOrphans: exclusive,
      leaseId: app.lease.id,
    });
    app.decorate('jobs', queue);
    const stopping = new AbortController();
    const concurrency = app.config.media.workerConcurrency;
    let stopWatching: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      const ctx = pipelineContext(app, stopping.signal);
      stopWatching = watchLostJobs(queue, ctx);
      if (concurrency === 0) return;
      const removed = await cleanScratch(ctx.scratchDir, exclusive);
      if (removed > 0) app.log.info({ removed }, 'scratch files of interrupted jobs removed');
      await runMediaWorkers(queue, ctx, concurrency);
    });
    app.addHook('preClose', async () => {
      // A transcode in flight is killed; its job runs again at the next start.
      stopping.abort();
      await stopWatching?.();
      await queue.stop();
    });
  },
  {
    name: 'flick-media-jobs',
    dependencies: ['flick-db', 'flick-media', 'flick-lease', 'flick-events'],
  },
);
