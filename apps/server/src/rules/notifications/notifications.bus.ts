import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { liveRelays } from '../../platform/db/liveRelays';
import { type Revocation, SESSIONS_REVOKED_CHANNEL } from '../auth/revocations';
import { forgetRevoked } from '../auth/sessions.repository';
import type { NotificationItem } from './notifications.repository';

/** The PostgreSQL channel new notifications travel on between processes. */
export const NOTIFY_CHANNEL = 'flick_notifications';

/**
 * What travels to a user's open streams: a new notification, or word that some of theirs were
 * marked read (ADR 0088). The same JSON goes over `pg_notify` between processes.
 */
export type BusMessage =
  | { userId: string; item: NotificationItem }
  | { userId: string; read: true };

/** Delivers new notifications to open event streams, by user id. */
export class NotificationBus {
  readonly #emitter = new EventEmitter();
  /** Session revocations heard on the database (PostgreSQL relay only). */
  readonly revocations = new EventEmitter();

  constructor() {
    // One listener per open stream; many users may be connected at once.
    this.#emitter.setMaxListeners(0);
    this.revocations.setMaxListeners(0);
  }

  /** Hands a message to its user's streams in this process. */
  deliver(message: BusMessage): void {
    if ('read' in message) this.#emitter.emit(`read:${message.userId}`);
    else this.#emitter.emit(message.userId, message.item);
  }

  /**
   * Calls `listener` for each new notification of `userId`, and `onRead` when some of theirs
   * were marked read (on any device); returns the unsubscribe.
   */
  subscribe(
    userId: string,
    listener: (item: NotificationItem) => void,
    onRead?: () => void,
  ): () => void {
    this.#emitter.on(userId, listener);
    if (onRead) this.#emitter.on(`read:${userId}`, onRead);
    return () => {
      this.#emitter.off(userId, listener);
      if (onRead) this.#emitter.off(`read:${userId}`, onRead);
    };
  }
}

/**
 * The bus of this process on the embedded database (PGlite: one process per DATA_DIR, so
 * whoever creates a notification is the process holding the streams).
 */
export const localBus = new NotificationBus();

/**
 * On PostgreSQL several processes may serve one database, so a new notification is sent
 * with `pg_notify` (delivered at commit) and every process relays it to its own streams.
 * `relayState.active` counts the relays running in this process.
 */
export const relayState = liveRelays;

/** How a relay's `LISTEN` connection is doing, for `/api/health`. */
export interface RelayStatus {
  state: 'listening' | 'reconnecting';
  /** Connection failures since the relay last listened (0 while listening). */
  failures: number;
}

/** First wait before reconnecting a failed relay; doubles on each failure up to the cap. */
export const RELAY_RETRY_FIRST_MS = 250;
export const RELAY_RETRY_MAX_MS = 10_000;

/** The wait before reconnect attempt `failures` (1, 2, …): 250 ms doubling, at most 10 s. */
export function relayBackoffMs(failures: number): number {
  return Math.min(RELAY_RETRY_MAX_MS, RELAY_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Listens on the database for new notifications and publishes them on a bus of its own.
 * A lost connection (PostgreSQL restarted, the backend terminated, a network cut) is
 * reconnected with backoff and both channels are listened to again; meanwhile `status()`
 * says `reconnecting` (events sent in that gap are not replayed). Returns the bus,
 * `status()` and a `close()` to stop listening.
 */
export async function startPostgresRelay(
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<{ bus: NotificationBus; status: () => RelayStatus; close: () => Promise<void> }> {
  const bus = new NotificationBus();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === SESSIONS_REVOKED_CHANNEL && message.payload) {
      try {
        const event = JSON.parse(message.payload) as Revocation;
        // Every process's session cache drops the ended sessions before streams hear of it.
        forgetRevoked(event);
        bus.revocations.emit('revoked', event);
      } catch (err) {
        log.warn({ err }, 'unreadable revocation on the relay channel');
      }
      return;
    }
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    try {
      bus.deliver(JSON.parse(message.payload) as BusMessage);
    } catch (err) {
      log.warn({ err }, 'unreadable notification on the relay channel');
    }
  };

  /** Opens a connection and listens on both channels; throws when that fails. */
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    // 'error' and 'end' both mean the connection is gone; each client fails over once.
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (closed) return;
      log.error({ err }, 'notification relay connection lost; reconnecting');
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
      await next.query(`LISTEN ${SESSIONS_REVOKED_CHANNEL}`);
    } catch (err) {
      lost = true;
      next.end().catch(() => {});
      throw err;
    }
    next.on('end', () => onLost());
    client = next;
  };

  const scheduleReconnect = () => {
    failures += 1;
    const delay = relayBackoffMs(failures);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      connect().then(
        () => {
          if (closed) {
            client?.end().catch(() => {});
            return;
          }
          log.info({ failures }, 'notification relay listening again');
          failures = 0;
        },
        (err: unknown) => {
          log.error({ err, failures }, 'notification relay could not reconnect');
          if (!closed) scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  relayState.active += 1;
  return {
    bus,
    status: () => ({ state: client ? 'listening' : 'reconnecting', failures }),
    async close() {
      if (closed) return;
      closed = true;
      relayState.active -= 1;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
