import type { Agent } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { accountHost } from './hosts/account/index';
import { discoveryHost } from './hosts/discovery/index';
import { federationPlugin } from './hosts/federation/federation.plugin';
import { healthPlugin, opsHost } from './hosts/ops/index';
import { sharingRoutes } from './hosts/sharing/sharing.routes';
import { uploadHost } from './hosts/upload/index';
import { videoHost } from './hosts/video/index';
import type { Config } from './platform/config/config';
import { getContract } from './platform/contract/contract';
import { eventsPlugin } from './platform/core/events';
import type { DatabaseHandle } from './platform/db/connect';
import { databasePlugin, openMigratedDatabase } from './platform/db/database.plugin';
import { clientErrorHandler, frameworkErrors } from './platform/http/errorHandler';
import { httpPlugin } from './platform/http/http.plugin';
import { createLogger } from './platform/http/logger';
import { mediaOrigins } from './platform/http/mediaOrigins';
import { requestIdOf } from './platform/http/requestId';
import { leasePlugin } from './platform/jobs/lease';
import { mediaPlugin } from './platform/media/index';
import { metricsPlugin } from './platform/observability/metrics.plugin';
import type { Tracing } from './platform/observability/traces';
import { leftoversPlugin } from './processing/leftovers';
import { mediaJobsPlugin } from './processing/processing.plugin';
import { authenticatePlugin } from './rules/auth/authenticate';
import { rateLimitsPlugin } from './rules/auth/rateLimits.plugin';
import { pushPlugin } from './rules/push/push.plugin';
import { videoRulesPlugin } from './rules/videos/videoRules.plugin';
import { webAppPlugin } from './web/webApp.plugin';

/** Things tests (or an embedding program) may supply instead of the defaults. */
export interface BuildOptions {
  /** An already opened (and migrated or not) database; default: opened from the config. */
  database?: DatabaseHandle;
  /** Where log lines go; default stdout. */
  logStream?: DestinationStream;
  /** The built web app (folder with index.html); default apps/web/dist when present. */
  webDistDir?: string | null;
  /** The `pnpm run docs` site served at /docs; default docs-site/ when built, never in production. */
  docsSiteDir?: string | null;
  /** Carries push delivery's OAuth2 and FCM requests (tests point it at a stand-in). */
  pushHttpAgent?: Agent;
  /**
   * Keep PGlite's statistics and dead rows up (`databaseMaintenancePlugin`); default true. The
   * upkeep bench turns it off to measure a database as the app left it before ADR 0073.
   */
  databaseUpkeep?: boolean;
  /** This process's trace export (`startTracing`), when `OTEL_EXPORTER_OTLP_ENDPOINT` is set. */
  tracing?: Tracing | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Trace export (ADR 0128), or null when `OTEL_EXPORTER_OTLP_ENDPOINT` is unset. */
    tracing: Tracing | null;
  }
}

/** The Fastify instance's own options. */
function serverOptions(config: Config, logStream: DestinationStream | undefined) {
  return {
    loggerInstance: createLogger(config, logStream) as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    // Long-lived event streams must not keep close() waiting; they are ended in preClose.
    forceCloseConnections: 'idle' as const,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors found before routing get the same `{ message }` shape as every other error...
    frameworkErrors,
    // ...and so do requests Node's HTTP parser refuses before Fastify sees them.
    clientErrorHandler,
    // The union type trips Fastify's overloads; every member is a valid trustProxy value.
    trustProxy: config.trustProxy as boolean,
    // The proxy's X-Request-Id when it is a sane one, else a UUID (ADR 0119): log lines carry
    // it as `reqId`, answers in X-Request-Id (http.plugin), jobs the request queues in theirs.
    requestIdHeader: false as const,
    genReqId: requestIdOf,
  };
}

/**
 * Builds the combined server: the five hosts at /api/<host>, shared videos' pages and the web
 * app at /. A list of plugins, in the order they must start; each says what it decorates.
 * Opens (and migrates) the database unless one is given; closing the app closes it.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Load the contract first: a broken openapi/ folder should stop the start, not a request.
  getContract();
  // Opened and migrated before the plugins start (see openMigratedDatabase).
  const database = await openMigratedDatabase(config, options.database);
  const app = Fastify(serverOptions(config, options.logStream));
  app.decorate('config', config);
  app.decorate('tracing', options.tracing ?? null);
  // A span per request when traces are exported (ADR 0128); first, so it spans every hook.
  if (options.tracing) await app.register(options.tracing.fastifyPlugin);

  // Errors, input rules, JSON compression, security headers, CORS, multipart: every route's.
  await app.register(httpPlugin);
  // app.db, kept up (ADR 0073).
  await app.register(databasePlugin, {
    handle: database,
    upkeep: options.databaseUpkeep !== false,
  });
  // Prometheus figures on a port of their own when METRICS_PORT is set (ADR 0119); before
  // every route, so each request is timed by its route pattern.
  await app.register(metricsPlugin, { pool: database.pool });
  await app.register(authenticatePlugin);
  // One of each rate limiter for every host, counting in the database (ADR 0039, ADR 0064).
  await app.register(rateLimitsPlugin);
  // What one host changed that another keeps derived state of (app.events, ADR 0060).
  await app.register(eventsPlugin);
  await app.register(healthPlugin);
  // Media storage (local disk or S3) for every host: app.media, app.mediaScratchDir.
  await app.register(mediaPlugin);
  // This process's lease: work of processes that died is taken over (ADR 0024).
  await app.register(leasePlugin);
  // Scratch files left by crashes and uploads no video took (start-up and on a timer).
  await app.register(leftoversPlugin);
  // Upload processing: ffmpeg, private originals, the job queue and its workers.
  await app.register(mediaJobsPlugin);
  await app.register(pushPlugin, options.pushHttpAgent ? { httpAgent: options.pushHttpAgent } : {});
  // What follows a video's processing (heard on app.events), scheduled videos listed on time.
  await app.register(videoRulesPlugin);

  await app.register(uploadHost, { prefix: '/api/upload' });
  await app.register(videoHost, { prefix: '/api/video' });
  await app.register(accountHost, { prefix: '/api/account' });
  await app.register(discoveryHost, { prefix: '/api/discovery' });
  // Liveness and readiness (/api/health, /api/ready) for load balancers.
  await app.register(opsHost, { prefix: '/api' });
  // oEmbed (/api/oembed) and the embed page (/embed/:videoId) of shared videos.
  await app.register(sharingRoutes, { mediaOrigins: mediaOrigins(config) });
  // ActivityPub (ADR 0150): WebFinger, NodeInfo, inboxes, and actors and videos at their
  // shared addresses for requests that ask for ActivityPub JSON; off unless FEDERATION=1.
  await app.register(federationPlugin);
  // /docs, the web app's files and pages; the not-found answer.
  await app.register(webAppPlugin, {
    webDistDir: options.webDistDir,
    docsSiteDir: options.docsSiteDir,
  });
  return app;
}
