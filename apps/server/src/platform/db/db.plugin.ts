import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './connect';
import type { Database } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database. On PGlite there is one connection: inside `db.transaction()` use
     * only the `trx` you are given (pass it down), never `app.db`, or the query waits forever.
     */
    db: Kysely<Database>;
  }
}

/** Decorates the app with `db` and closes the database when the app closes. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    app.decorate('db', options.handle.db);
    app.addHook('onClose', async () => {
      await options.handle.close();
    });
  },
  { name: 'flick-db' },
);
