import { EventEmitter } from 'node:events';
import type { NotificationItem } from './notifications.repository';

/**
 * Delivers new notifications to the open event streams of this process, by user id.
 * (One process per database with PGlite; a PostgreSQL deployment with several processes
 * would carry this over LISTEN/NOTIFY.)
 */
class NotificationBus {
  readonly #emitter = new EventEmitter();

  constructor() {
    // One listener per open stream; many users may be connected at once.
    this.#emitter.setMaxListeners(0);
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

export const notificationBus = new NotificationBus();
