import { existsSync } from 'node:fs';
import type { Agent } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { authenticatePlugin } from './auth/authenticate';
import { rateLimitsPlugin } from './auth/rateLimits.plugin';
import type { Config } from './config';
import { getContract } from './contract/contract';
import { eventsPlugin } from './core/events';
import { type DatabaseHandle, openDatabase } from './db/connect';
import { dbPlugin } from './db/db.plugin';
import { databaseMaintenancePlugin } from './db/maintenance';
import { migrateToLatest } from './db/migrate';
import { accountHost } from './hosts/account/index';
import { discoveryHost } from './hosts/discovery/index';
import { decorateHealth, opsHost } from './hosts/ops/index';
import { uploadHost } from './hosts/upload/index';
import { feedLead, refreshFeedLead } from './hosts/video/feed/feed.repository';
import { videoHost } from './hosts/video/index';
import { compressJsonResponses } from './http/compressJson';
import { findDocsSite, serveDocsSite } from './http/docsSite';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/errorHandler';
import { installInputGuards } from './http/inputGuards';
import {
  readIndexPage,
  readRoutePages,
  routePageFor,
  withLead,
  withScriptHashes,
} from './http/routePreloads';
import { securityHeaders } from './http/securityHeaders';
import { leasePlugin } from './jobs/lease';
import { mediaJobsPlugin } from './jobs/media.plugin';
import { mediaPlugin } from './media/index';
import { leftoversPlugin } from './media/leftovers';
import { pushPlugin } from './push/push.plugin';
import { findShareCard, videoIdOfPagePath, withShareTags } from './sharing/shareCard';
import { sendHtml, sharingRoutes } from './sharing/sharing.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration the app was built with. */
    config: Config;
  }
}

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
}

/** Query parameters whose values never reach the log. */
const SECRET_QUERY_KEYS = new Set(['code', 'state', 'token', 'otp', 'ticket', 'oidc']);

/** The request URL for the log, with secret query values replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

function findWebDist(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Origins media may come from besides our own: the S3 endpoint or bucket, and the public
 * (CDN) base URL, when configured. The CSP allows them for images, media and fetches
 * (docs/deploy.md#media-bucket-cors).
 */
function mediaOrigins(config: Config): string[] {
  if (!config.s3) return [];
  const cdn = config.s3.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  if (config.s3.endpoint) return [new URL(config.s3.endpoint).origin, ...cdn];
  const region = config.s3.region ?? 'us-east-1';
  return [
    `https://${config.s3.bucket}.s3.${region}.amazonaws.com`,
    `https://s3.${region}.amazonaws.com`,
    ...cdn,
  ];
}

/** The pino logger: structured JSON, with credentials redacted wherever they could appear. */
export function createLogger(config: Config, stream?: DestinationStream) {
  const options = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'body.password',
        'body.newPassword',
        'body.currentPassword',
        'body.otp',
        'body.ticket',
        'body.code',
        'body.token',
        '*.body.code',
        '*.password',
        '*.token',
        '*.otp',
        '*.ticket',
        // Not '*.code': that is also where an error's code sits (`err.code`: 23505,
        // ECONNREFUSED, FST_…), which the log must keep. A code in a body is hidden above.
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: loggableUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
  return stream ? pino(options, stream) : pino(options);
}

/**
 * Builds the combined server: the four hosts at /api/<host> and the web app at /.
 * Opens (and migrates) the database unless one is given; closing the app closes it.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Load the contract first: a broken openapi/ folder should stop the start, not a request.
  getContract();

  const app = Fastify({
    loggerInstance: createLogger(config, options.logStream) as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    // Long-lived event streams must not keep close() waiting; they are ended in preClose.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors found before routing get the same `{ message }` shape as every other error.
    frameworkErrors,
    // ...and so do requests Node's HTTP parser refuses before Fastify sees them.
    clientErrorHandler,
    // The union type trips Fastify's overloads; every member is a valid trustProxy value.
    trustProxy: config.trustProxy as boolean,
  });
  app.decorate('config', config);

  installErrorHandler(app);
  // Before the hosts, so the shared input rules (no U+0000 anywhere) cover every route.
  installInputGuards(app);
  // Before the hosts, so every route's JSON answer passes through it
  // (docs/architecture.md#performance).
  compressJsonResponses(app);

  const origins = mediaOrigins(config);
  // helmet's headers, worked out once (see securityHeaders) instead of on every request.
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins],
        mediaSrc: ["'self'", 'blob:', ...origins],
        // Push (Firebase Cloud Messaging) registers the browser with Google's APIs. A
        // download fetches the media address, which a bucket answers after a redirect
        // (docs/adr/0092-media-from-a-bucket-in-the-browser.md).
        connectSrc: [
          "'self'",
          ...origins,
          ...(config.firebaseServiceAccount ? ['https://*.googleapis.com'] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });
  // Registered once here for every host; each route passes its own limits to request.file().
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 5 * 1024 * 1024 } });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.dataDir },
    ));
  try {
    await migrateToLatest(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  await app.register(dbPlugin, { handle: database });
  // PGlite has no autovacuum: statistics and dead rows kept up by the app (ADR 0073).
  if (options.databaseUpkeep !== false) {
    await app.register(databaseMaintenancePlugin, { engine: database.engine });
  }
  await app.register(authenticatePlugin);
  // One of each rate limiter for every host, counting in the database (ADR 0039, ADR 0064).
  await app.register(rateLimitsPlugin);
  // What one host changed that another keeps derived state of (app.events, ADR 0060).
  await app.register(eventsPlugin);
  decorateHealth(app);
  // Media storage (local disk or S3) for every host: app.media, app.mediaScratchDir.
  await app.register(mediaPlugin);
  // This process's lease: work of processes that died is taken over (ADR 0024).
  await app.register(leasePlugin);
  // Scratch files left by crashes and uploads no video took (start-up and on a timer).
  await app.register(leftoversPlugin);
  // Upload processing: ffmpeg, private originals, the job queue and its workers.
  await app.register(mediaJobsPlugin);
  await app.register(pushPlugin, options.pushHttpAgent ? { httpAgent: options.pushHttpAgent } : {});

  await app.register(uploadHost, { prefix: '/api/upload' });
  await app.register(videoHost, { prefix: '/api/video' });
  await app.register(accountHost, { prefix: '/api/account' });
  await app.register(discoveryHost, { prefix: '/api/discovery' });
  // Liveness and readiness (/api/health, /api/ready) for load balancers.
  await app.register(opsHost, { prefix: '/api' });
  // oEmbed (/api/oembed) and the embed page (/embed/:videoId) of shared videos.
  await app.register(sharingRoutes, { mediaOrigins: origins });

  const docsSite =
    options.docsSiteDir === undefined ? findDocsSite(config.production) : options.docsSiteDir;
  if (docsSite) await serveDocsSite(app, docsSite);

  const wanted = options.webDistDir === undefined ? findWebDist() : options.webDistDir;
  const webDist = wanted && existsSync(path.join(wanted, 'index.html')) ? wanted : null;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite names every asset by its content hash: safe to keep for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // index.html with the route's chunks to preload, per client route
  // (docs/architecture.md#performance).
  const routePages = webDist ? readRoutePages(webDist) : new Map();
  // Every other client path's index.html, its head scripts inlined (the theme before paint).
  const indexPage = webDist ? readIndexPage(webDist) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = routePageFor(routePages, pathname) ?? indexPage;
      if (page) {
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') {
          reply.header('content-security-policy', withScriptHashes(policy, page.scriptHashes));
        }
        // A page with a boot script names the feed's first video on it (docs/product.md#feed);
        // without it (no video yet, or the read failed) the script waits for the feed page.
        // A lead known from an earlier read is named at once and read again once this page
        // is sent, so the page never waits for the database (ADR 0066).
        const lead =
          page.bootAt === undefined ? undefined : await feedLead(app.db).catch(() => undefined);
        if (lead?.stale) {
          reply.raw.once('finish', () => {
            refreshFeedLead(app.db).catch((err: unknown) => {
              request.log.warn({ err }, 'feed lead not read');
            });
          });
        }
        const video = lead?.video;
        const html = withLead(page, video && { video: video.iosUrl, poster: video.thumbUrl });
        // A shared video's page carries its preview tags for chat apps and crawlers
        // (docs/product.md#sharing); a video not everyone may watch gets the plain page.
        const sharedId = page === indexPage ? videoIdOfPagePath(pathname) : undefined;
        const card = sharedId
          ? await findShareCard(app.db, config.publicUrl, sharedId).catch((err: unknown) => {
              request.log.warn({ err }, 'share card not read');
              return undefined;
            })
          : undefined;
        if (card)
          return sendHtml(reply, request.headers['if-none-match'], withShareTags(html, card));
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      // Client routes (/reels, /user/profile/…) are the single-page app's.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.code(404).send({ message: 'Not found.' });
  });

  return app;
}
