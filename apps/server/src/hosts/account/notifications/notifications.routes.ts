import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { notFound, tooManyRequests } from '../../../platform/http/errors';
import { preferredLanguage } from '../../../platform/i18n/language';
import type { Revocation } from '../../../rules/auth/revocations';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
} from '../../../rules/notifications/notifications.repository';
import { announceRead } from '../../../rules/notifications/notifications.service';
import { OpenStreams, type StreamOwner } from '../../../rules/notifications/openStreams';
import { notificationRelayPlugin } from '../../../rules/notifications/relay.plugin';
import { shutdownRetryMs } from '../../../rules/notifications/streamRetry';
import {
  releaseLeaseSlots,
  releaseStreamSlot,
  takeStreamSlot,
} from '../../../rules/notifications/streams.repository';
import { route } from '../route';
import { savePushToken } from './pushTokens.repository';

/** The contract's list holds at most this many, newest first. */
const LIST_LIMIT = 100;

/**
 * Open streams one session may hold (a few browser tabs share one token) and one user across
 * their sessions, counted across every server process on the database (ADR 0091); the
 * contract states both numbers.
 */
export const MAX_STREAMS_PER_SESSION = 4;
export const MAX_STREAMS_PER_USER = 10;
export const TOO_MANY_STREAMS = 'Too many open notification streams. Close one and try again.';
/** The answer to marking read up to an id that is not one of the caller's notifications. */
export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** Notifications: the list, marking it read, the live event stream and push-token registration. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  // One registry and one keep-alive timer for the process's streams (ADR 0115).
  const openStreams = new OpenStreams(app.config.sseKeepAliveMs);
  app.telemetry?.watchStreams(() => openStreams.size);

  // The live path (in this process, or the PostgreSQL relay): a named plugin of its own.
  await app.register(notificationRelayPlugin);
  const bus = app.notificationBus;
  const revocations = app.sessionRevocations;

  // A stream lives no longer than its session: logout, password change or reset ends it.
  const endRevoked = (event: Revocation) => openStreams.endRevoked(event);
  revocations.on('revoked', endRevoked);
  app.addHook('onClose', async () => {
    revocations.off('revoked', endRevoked);
  });

  // Slots given back as streams end; awaited on close, before the database goes.
  const releasing = new Set<Promise<void>>();
  // Event streams never end by themselves; end them so close() can finish. The retry hint
  // asks each client to reconnect soon, spread over a few seconds so the replicas left are
  // not all hit at once (docs/product.md#notifications).
  app.addHook('preClose', async () => {
    openStreams.endAll(() => `retry: ${shutdownRetryMs()}\n\n`);
    await Promise.all(releasing);
    await releaseLeaseSlots(app.db, app.lease.id).catch((err: unknown) =>
      app.log.warn({ err }, 'notification stream slots not released'),
    );
  });

  route(app, 'getNotifications', async (request) => ({
    data: {
      Items: await listNotifications(app.db, request.userId, {
        limit: LIST_LIMIT,
        language: preferredLanguage(request.headers['accept-language']),
      }),
    },
  }));

  route(app, 'markNotificationsRead', async (request) => {
    const marked = await markNotificationsRead(app.db, request.userId, request.body.id);
    if (marked === null) throw notFound(NOTIFICATION_NOT_FOUND);
    // The person's other tabs and devices drop what was read from their badges.
    if (marked > 0) await announceRead(app.db, request.userId);
    return { data: { marked } };
  });

  route(app, 'streamNotifications', async (request, reply) => {
    const { userId, sessionId } = request;
    const raw = reply.raw;
    const head = () => {
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
    };
    // HEAD (Fastify answers it with this GET route) gets the stream's headers and ends at
    // once: no stream, no slot.
    if (request.method === 'HEAD') {
      head();
      raw.end();
      return reply;
    }
    const slot = await takeStreamSlot(
      app.db,
      { userId, sessionId, leaseId: app.lease.id },
      { perSession: MAX_STREAMS_PER_SESSION, perUser: MAX_STREAMS_PER_USER },
    );
    if (!slot) throw tooManyRequests(TOO_MANY_STREAMS);
    head();
    holdStream(request.raw, raw, { userId, sessionId }, slot, request.log);
    return reply; // hijacked: the stream above is the answer
  });

  /**
   * Serves one open stream until it ends: its first events, the live ones, and its slot given
   * back at the end. Apart from the route's handler, so the stream keeps only what it uses
   * (not the framework's request and reply objects, ADR 0115).
   */
  function holdStream(
    req: IncomingMessage,
    raw: ServerResponse,
    owner: StreamOwner,
    slot: string,
    log: FastifyBaseLogger,
  ): void {
    const { userId } = owner;
    raw.write(': connected\n\n');
    openStreams.add(raw, owner);

    // The badge to start from, and again whenever some were marked read (ADR 0088).
    const sendUnread = () =>
      countUnreadNotifications(app.db, userId, LIST_LIMIT).then(
        (count) => {
          if (!raw.writableEnded) {
            raw.write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
          }
        },
        (err: unknown) => log.warn({ err }, 'unread count not sent'),
      );
    const unsubscribe = bus.subscribe(
      userId,
      (item) => {
        raw.write(`event: notification\ndata: ${JSON.stringify(item)}\n\n`);
      },
      () => void sendUnread(),
    );
    // Counted after subscribing, so nothing made meanwhile is missed; the client takes off
    // what it also got as a live event.
    void sendUnread();
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      openStreams.delete(raw);
      // The slot is free for this user in every process as soon as this commits.
      const released = releaseStreamSlot(app.db, slot)
        .catch((err: unknown) => log.warn({ err }, 'stream slot not released'))
        .finally(() => releasing.delete(released));
      releasing.add(released);
    };
    req.on('close', stop);
    raw.on('close', stop);
    raw.on('finish', stop);
    // Gone while the slot was being taken: its close event has already passed.
    if (raw.destroyed || req.destroyed) stop();
  }

  route(app, 'registerPushToken', async (request, reply) => {
    await savePushToken(app.db, request.userId, request.body.token, request.body.platform ?? 'web');
    reply.code(201);
    return { message: 'Push token registered.' };
  });
}
