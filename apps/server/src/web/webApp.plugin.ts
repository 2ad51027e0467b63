import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findShareCard, videoIdOfPagePath, withShareTags } from '../hosts/sharing/shareCard';
import { sendHtml } from '../hosts/sharing/sharing.routes';
import { feedLead, refreshFeedLead } from '../hosts/video/feed/feed.repository';
import { findDocsSite, serveDocsSite } from '../platform/http/docsSite';
import { errorBody, errorMessage } from '../platform/http/errorCodes';
import {
  readIndexPage,
  readRoutePages,
  routePageFor,
  withLead,
  withScriptHashes,
} from '../platform/http/routePreloads';

export interface WebAppOptions {
  /** The built web app (folder with index.html); default apps/web/dist when present. */
  webDistDir?: string | null | undefined;
  /** The `pnpm run docs` site served at /docs; default docs-site/ when built, never in production. */
  docsSiteDir?: string | null | undefined;
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
 * What a browser reads outside /api: the documentation site at /docs (not in production),
 * the built web app's files, and for every client route its index.html with the route's
 * chunks to preload, the feed's first video and, on a shared video's page, its preview tags.
 * Registered last: its not-found handler answers every path no host has, `/api/…` with 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const { config } = app;
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
      return reply.code(404).send(errorBody(404, errorMessage('not_found')));
    });
  },
  { name: 'flick-web-app' },
);
