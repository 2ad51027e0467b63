import type { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { localRevocations, type Revocation, revokes } from '../../../auth/revocations';
import { tooManyRequests } from '../../../http/errors';
import {
  localBus,
  type NotificationBus,
  startPostgresRelay,
} from '../../../notifications/notifications.bus';
import { listNotifications } from '../../../notifications/notifications.repository';
import { route } from '../route';

/** The contract's list holds at most this many, newest first. */
const LIST_LIMIT = 100;

/**
 * Open streams one session may hold in this process (a few browser tabs share one token)
 * and one user across their sessions; the contract states both numbers.
 */
export const MAX_STREAMS_PER_SESSION = 4;
export const MAX_STREAMS_PER_USER = 10;
/** On shutdown a stream's client is asked to reconnect after 1–3 s (SSE `retry:`). */
export const SHUTDOWN_RETRY_MIN_MS = 1000;
export const SHUTDOWN_RETRY_SPREAD_MS = 2000;
function shutdownRetryMs(): number {
  return SHUTDOWN_RETRY_MIN_MS + Math.floor(Math.random() * SHUTDOWN_RETRY_SPREAD_MS);
}
export const TOO_MANY_STREAMS = 'Too many open notification streams. Close one and try again.';

/** Notifications: the list, the live event stream and push-token registration. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const openStreams = new Map<ServerResponse, { sessionId: string; userId: string }>();

  let bus: NotificationBus = localBus;
  let revocations: EventEmitter = localRevocations;
  if (app.config.databaseUrl) {
    const relay = await startPostgresRelay(app.config.databaseUrl, app.log);
    bus = relay.bus;
    // On PostgreSQL, revocations come through the database from whichever process made them.
    revocations = relay.bus.revocations;
    app.relayHealth.status = relay.status;
    app.addHook('onClose', relay.close);
  }

  // A stream lives no longer than its session: logout, password change or reset ends it.
  const endRevoked = (event: Revocation) => {
    for (const [stream, owner] of openStreams) if (revokes(event, owner)) stream.end();
  };
  revocations.on('revoked', endRevoked);
  app.addHook('onClose', async () => {
    revocations.off('revoked', endRevoked);
  });

  // Event streams never end by themselves; end them so close() can finish. The retry hint
  // asks each client to reconnect soon, spread over a few seconds so the replicas left are
  // not all hit at once (docs/product.md#notifications).
  app.addHook('preClose', async () => {
    for (const stream of openStreams.keys()) stream.end(`retry: ${shutdownRetryMs()}\n\n`);
    openStreams.clear();
  });

  route(app, 'getNotifications', async (request) => ({
    data: { Items: await listNotifications(app.db, request.userId, { limit: LIST_LIMIT }) },
  }));

  route(app, 'streamNotifications', async (request, reply) => {
    const { userId, sessionId } = request;
    let ofSession = 0;
    let ofUser = 0;
    for (const owner of openStreams.values()) {
      if (owner.userId !== userId) continue;
      ofUser += 1;
      if (owner.sessionId === sessionId) ofSession += 1;
    }
    if (ofSession >= MAX_STREAMS_PER_SESSION || ofUser >= MAX_STREAMS_PER_USER) {
      throw tooManyRequests(TOO_MANY_STREAMS);
    }
    const raw = reply.raw;
    // Headers set so far (helmet, CORS) go out with the stream.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    raw.write(': connected\n\n');
    openStreams.set(raw, { userId, sessionId });

    const unsubscribe = bus.subscribe(userId, (item) => {
      raw.write(`event: notification\ndata: ${JSON.stringify(item)}\n\n`);
    });
    // A comment line keeps idle connections open through proxies (contract: every 25 s).
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), app.config.sseKeepAliveMs);
    const stop = () => {
      clearInterval(keepAlive);
      unsubscribe();
      openStreams.delete(raw);
    };
    request.raw.on('close', stop);
    raw.on('close', stop);
    raw.on('finish', stop);
    return reply; // hijacked: the stream above is the answer
  });

  route(app, 'registerPushToken', async (request, reply) => {
    await app.db
      .insertInto('push_tokens')
      .values({
        token: request.body.token,
        user_id: request.userId,
        platform: request.body.platform ?? 'web',
      })
      .onConflict((oc) =>
        // A browser's token moves to whoever signed in on it last.
        oc.column('token').doUpdateSet({ user_id: request.userId, updated_at: sql`now()` }),
      )
      .execute();
    reply.code(201);
    return { message: 'Push token registered.' };
  });
}
