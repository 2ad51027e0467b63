import type { FastifyBaseLogger } from 'fastify';
import { nodeRunsFederation } from './hosts/federation/federation.plugin';
import { rankAgeingJob } from './hosts/video/feed/ranked';
import { startTimelineWork } from './hosts/video/feed/timeline';
import type { Config } from './platform/config/config';
import { CoreEvents } from './platform/core/events';
import { openDatabase } from './platform/db/connect';
import { migrateToLatest } from './platform/db/migrate';
import { createLogger } from './platform/http/logger';
import { startProcessLease } from './platform/jobs/lease';
import { pushOutbox } from './platform/jobs/pushOutbox';
import { startJobQueue } from './platform/jobs/queue';
import { originalsFromConfig, storageFromConfig } from './platform/media/media.plugin';
import { findMediaTools, mediaToolsOptions } from './platform/media/tools';
import { createTelemetry } from './platform/observability/metrics';
import { buildMetricsServer } from './platform/observability/metricsServer';
import type { Tracing } from './platform/observability/traces';
import { pipelineContext, runMediaWorkers, watchLostJobs } from './processing/processing.plugin';
import { relayState } from './rules/notifications/notifications.bus';
import { subscribeProcessingRules } from './rules/videos/processing.rules';

/**
 * `pnpm worker`: media workers in a process of their own, for scale-out (ADR 0017); it also
 * takes its share of the "For you" ageing job (ADR 0059). Needs
 * PostgreSQL (`DATABASE_URL`): on the embedded database only the server process may open
 * the data. Runs `MEDIA_WORKER_CONCURRENCY` jobs at once (at least 1 here); stops on signals,
 * letting a running transcode be retried elsewhere.
 */
export async function runWorker(config: Config, tracing: Tracing | null): Promise<void> {
  if (!config.databaseUrl) {
    console.error(
      'pnpm worker needs DATABASE_URL (PostgreSQL): on the embedded database the server process runs the media worker itself.',
    );
    process.exit(1);
  }
  const log = createLogger(config) as unknown as FastifyBaseLogger;
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await migrateToLatest(database.db);
  const tools = await findMediaTools(mediaToolsOptions(config.media), log);
  if (!tools) {
    await database.close();
    process.exit(1);
  }
  // No event streams here: a videoReady/videoFailed note goes out with pg_notify, and the
  // server processes' relays hand it to the owner's open streams.
  relayState.active += 1;
  const lease = await startProcessLease(database.db, log, {
    dataDir: config.dataDir,
    exclusive: false,
  });
  const queue = await startJobQueue(database.db, log, { recoverOrphans: false, leaseId: lease.id });
  // Its own figures on its own METRICS_PORT (ADR 0119): the queue, its transcodes, its pool.
  const telemetry = config.metrics ? createTelemetry(log) : null;
  const metricsServer =
    config.metrics && telemetry ? buildMetricsServer(telemetry, config.metrics, log) : null;
  if (telemetry) {
    telemetry.watchQueue(database.db);
    if (database.pool) telemetry.watchPool(database.pool, 'queries');
  }
  // The job reaches the product rules through events (ADR 0129): this process subscribes the
  // same rules the server does. Push messages about results are only queued here; the
  // server processes send them.
  const events = new CoreEvents(log);
  const push = config.firebaseServiceAccount ? pushOutbox(queue, log) : null;
  subscribeProcessingRules(events, { db: database.db, push: () => push });
  // A video this process makes ready is announced on these events: with FEDERATION=1 it is
  // sent to remote followers from here, and this process works the federation queue too
  // (ADR 0156). Fedify is loaded only then.
  const federation =
    config.federation.enabled && nodeRunsFederation()
      ? (await import('./hosts/federation/federationRuntime')).createFederationRuntime({
          db: database.db,
          jobs: queue,
          config,
          events,
          version: process.env.npm_package_version ?? '0.0.0',
          // Inbox activities it works tell owners by push too (ADR 0158).
          push: () => push,
          log,
        })
      : null;
  const stopping = new AbortController();
  const ctx = pipelineContext(
    {
      db: database.db,
      log,
      media: storageFromConfig(config),
      originals: originalsFromConfig(config),
      mediaTools: tools,
      config,
      events,
      telemetry,
      tracing,
    },
    stopping.signal,
  );
  const concurrency = Math.max(1, config.media.workerConcurrency);
  const stopWatching = watchLostJobs(queue, ctx);
  await runMediaWorkers(queue, ctx, concurrency);
  await queue.schedule(rankAgeingJob(database.db, log));
  const stopTimelines = await startTimelineWork(
    database.db,
    queue,
    log,
    config.timelinePushFollowers,
  );
  federation?.start();
  if (config.metrics && metricsServer) {
    await metricsServer.listen({ port: config.metrics.port, host: config.metrics.host });
  }
  log.info({ concurrency, federation: federation !== null }, 'media worker running');

  const stop = async (signal: string) => {
    log.info({ signal }, 'media worker stopping');
    stopping.abort();
    federation?.stop();
    await stopWatching();
    await stopTimelines();
    await metricsServer?.close();
    await queue.stop().catch(() => {});
    await lease.stop();
    await database.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
