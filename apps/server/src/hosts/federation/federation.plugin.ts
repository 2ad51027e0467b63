import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage } from '../../platform/http/errorCodes';
import { federationRoutes } from './federation.routes';
import { sentFromBlockedServer } from './remoteServers';

/** The oldest Node major Fedify 2 runs on (it reads `navigator`, which Node 20 lacks: ADR 0150). */
export const FEDERATION_MIN_NODE_MAJOR = 22;
/** The largest activity an inbox reads; a bigger body is refused before Fedify sees it. */
const INBOX_BODY_LIMIT = 1024 * 1024;

/** Whether this Node can run federation. */
export function nodeRunsFederation(version = process.versions.node): boolean {
  return Number(version.split('.')[0]) >= FEDERATION_MIN_NODE_MAJOR;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Flick's Fedify federation (ADR 0150), or null when `FEDERATION` is off or Node cannot run it. */
    federation: import('@fedify/fedify').Federation<void> | null;
  }
}

/** A Fedify answer that means "not mine": the request goes on to Flick's own routes. */
const FALL_THROUGH = 599;

/**
 * Mounts federation (ADR 0150): with `FEDERATION=1` on Node 22 or later, Fedify is loaded and
 * every request it may answer (WebFinger, NodeInfo, inboxes, and ActivityPub JSON asked for
 * at a profile's or video's shared address) is handed to `federation.fetch` as a WHATWG
 * Request; anything it does not answer goes on to the routes and the web app unchanged.
 */
export const federationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('federation', null);
    // The owner's answers to remote follow requests: part of the contract, federating or not.
    await app.register(federationRoutes, { prefix: '/api/account' });
    if (!app.config.federation.enabled) return;
    if (!nodeRunsFederation()) {
      app.log.warn(
        { node: process.versions.node },
        `federation is off: FEDERATION=1 needs Node ${FEDERATION_MIN_NODE_MAJOR} or later`,
      );
      return;
    }
    // Loaded only here, so a server without federation never loads Fedify.
    const { createFederationRuntime } = await import('./federationRuntime');
    const runtime = createFederationRuntime({
      db: app.db,
      jobs: app.jobs,
      config: app.config,
      events: app.events,
      version: process.env.npm_package_version ?? '0.0.0',
      push: () => app.push,
      log: app.log,
    });
    const federation = runtime.federation;
    app.federation = federation;
    app.addHook('onReady', async () => {
      runtime.start();
    });
    app.addHook('preClose', async () => {
      runtime.stop();
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!mayBeFederation(request)) return;
      const body =
        request.method === 'POST' ? await readBody(request).catch(() => undefined) : undefined;
      if (request.method === 'POST' && body === undefined) {
        return reply
          .code(413)
          .send({ code: 'body_too_large', message: errorMessage('body_too_large') });
      }
      // A blocked server is refused before its signature is even checked (ADR 0152).
      if (body && (await sentFromBlockedServer(app.db, request.headers, body))) {
        return reply
          .code(403)
          .send({ code: 'server_blocked', message: errorMessage('server_blocked') });
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      const url = new URL(request.url, app.config.publicUrl);
      const response = await federation.fetch(
        new Request(url, { method: request.method, headers, ...(body ? { body } : {}) }),
        {
          contextData: undefined,
          // Asked for ActivityPub where there is no actor or object (unknown, opted out, not
          // public): 404, never the web app's page in its place.
          onNotFound: () => new Response(null, { status: 404 }),
          onNotAcceptable: () => new Response(null, { status: FALL_THROUGH }),
        },
      );
      // A GET's body is not read, so an answer Fedify leaves is still the app's to give.
      if (response.status === FALL_THROUGH && request.method !== 'POST') return;
      if (response.status === 404 || response.status === FALL_THROUGH) {
        return reply.code(404).send({ code: 'not_found', message: errorMessage('not_found') });
      }
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      return reply.send(Buffer.from(await response.arrayBuffer()));
    });
  },
  { name: 'flick-federation', dependencies: ['flick-database', 'flick-media-jobs'] },
);

/** Whether Fedify may answer `request`: a path only it serves, or ActivityPub JSON asked for. */
function mayBeFederation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (request.method === 'POST')
    return path === '/inbox' || /^\/user\/profile\/[^/]+\/inbox$/.test(path);
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/api/')) return false;
  if (
    path === '/.well-known/webfinger' ||
    path.startsWith('/.well-known/nodeinfo') ||
    path === '/nodeinfo/2.1'
  ) {
    return true;
  }
  const accept = request.headers.accept ?? '';
  return /application\/(activity\+json|ld\+json)/.test(accept);
}

/** The raw body of a POST, not yet parsed by Fastify (an inbox's signature covers its bytes). */
async function readBody(request: FastifyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > INBOX_BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
