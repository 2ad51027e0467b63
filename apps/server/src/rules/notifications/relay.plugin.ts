import type { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { localRevocations } from '../auth/revocations';
import { localBus, type NotificationBus, startPostgresRelay } from './notifications.bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process's event streams hear new notifications. */
    notificationBus: NotificationBus;
    /** Where this process hears ended sessions (`revoked` events), to end their streams. */
    sessionRevocations: EventEmitter;
  }
}

/**
 * The live path of notifications and session ends: in this process on PGlite; on
 * PostgreSQL a `LISTEN` relay (its own connection, reconnecting with backoff) that hears
 * every process's `pg_notify`, reported by `/api/health` and closed with the app.
 */
export const notificationRelayPlugin = fp(
  async (app) => {
    if (!app.config.databaseUrl) {
      app.decorate('notificationBus', localBus);
      app.decorate('sessionRevocations', localRevocations);
      return;
    }
    const relay = await startPostgresRelay(app.config.databaseUrl, app.log);
    app.decorate('notificationBus', relay.bus);
    // On PostgreSQL, revocations come through the database from whichever process made them.
    app.decorate('sessionRevocations', relay.bus.revocations);
    if (app.hasDecorator('relayHealth')) app.relayHealth.status = relay.status;
    app.addHook('onClose', relay.close);
  },
  { name: 'flick-notification-relay' },
);
