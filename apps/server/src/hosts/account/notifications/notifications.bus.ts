import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Revocation, SESSIONS_REVOKED_CHANNEL } from '../../../auth/revocations';
import { liveRelays } from '../../../db/liveRelays';
import type { NotificationItem } from './notifications.repository';

/** The PostgreSQL channel new notifications travel on between processes. */
export const NOTIFY_CHANNEL = 'flick_notifications';

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

  publish(userId: string, item: NotificationItem): void {
    this.#emitter.emit(userId, item);
  }

  /** Calls `listener` for each new notification of `userId`; returns the unsubscribe. */
  subscribe(userId: string, listener: (item: NotificationItem) => void): () => void {
    this.#emitter.on(userId, listener);
    return () => this.#emitter.off(userId, listener);
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

/**
 * Listens on the database for new notifications and publishes them on a bus of its own.
 * Returns the bus and a `close()` to stop listening.
 */
export async function startPostgresRelay(
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<{ bus: NotificationBus; close: () => Promise<void> }> {
  const bus = new NotificationBus();
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (err) => log.error({ err }, 'notification relay connection failed'));
  client.on('notification', (message) => {
    if (message.channel === SESSIONS_REVOKED_CHANNEL && message.payload) {
      try {
        bus.revocations.emit('revoked', JSON.parse(message.payload) as Revocation);
      } catch (err) {
        log.warn({ err }, 'unreadable revocation on the relay channel');
      }
      return;
    }
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    try {
      const { userId, item } = JSON.parse(message.payload) as {
        userId: string;
        item: NotificationItem;
      };
      bus.publish(userId, item);
    } catch (err) {
      log.warn({ err }, 'unreadable notification on the relay channel');
    }
  });
  await client.connect();
  await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
  await client.query(`LISTEN ${SESSIONS_REVOKED_CHANNEL}`);
  relayState.active += 1;
  let closed = false;
  return {
    bus,
    async close() {
      if (closed) return;
      closed = true;
      relayState.active -= 1;
      await client.end().catch(() => {});
    },
  };
}
