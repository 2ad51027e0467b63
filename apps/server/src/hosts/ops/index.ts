import type { ops } from '@flick/api-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { routesFor } from '../../platform/contract/route';
import { JOBS_SCHEMA, MEDIA_QUEUE } from '../../platform/jobs/queue';
import type { RelayStatus } from '../../rules/notifications/notifications.bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification relay's status, set by the account host when a relay runs. */
    relayHealth: { status: (() => RelayStatus) | null };
  }
}

const route = routesFor<ops.operations>();

/** Each readiness check must answer within this long, or it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 3000;
/** A stored-media name that never exists: asking storage for it proves storage answers. */
const STORAGE_PROBE_NAME = 'flick-ready-probe.txt';
/** The readiness answer once shutdown has begun. */
export const SHUTTING_DOWN = 'Shutting down.';

type Check = 'ok' | 'failed';

/** Runs `probe`; 'ok' when it resolves to something other than false within the timeout. */
async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([probe(), timeout]);
    return result === false ? 'failed' : 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Adds `app.relayHealth` (before the hosts, so the account host can fill it in). */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('relayHealth', { status: null });
  },
  { name: 'flick-health' },
);

/**
 * The operations host, mounted at /api: `GET /api/health` (liveness, with the relay's state)
 * and `GET /api/ready` (database, storage, queue, ffmpeg; 503 once shutdown has begun).
 */
export async function opsHost(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  route(app, 'getHealth', async () => {
    const status = app.relayHealth.status;
    return { message: 'Alive.', relay: status ? status().state : 'off' };
  });

  route(app, 'getReady', async (_request, reply) => {
    const [database, storage, queue] = await Promise.all([
      check(() => sql`SELECT 1`.execute(app.db)),
      // null (no such file) is an answer too: only an error or silence fails.
      check(() => app.media.stat(STORAGE_PROBE_NAME)),
      check(async () => {
        const queues = sql.table(`${JOBS_SCHEMA}.queue`);
        const rows = await sql`SELECT 1 FROM ${queues} WHERE name = ${MEDIA_QUEUE}`.execute(app.db);
        return rows.rows.length > 0;
      }),
    ]);
    const checks = { database, storage, queue, ffmpeg: app.mediaTools ? 'ok' : 'failed' } as const;
    const failed = Object.entries(checks)
      .filter(([, v]) => v === 'failed')
      .map(([k]) => k);
    if (closing || failed.length > 0) {
      reply.code(503);
      return { message: closing ? SHUTTING_DOWN : `Not ready: ${failed.join(', ')}.`, checks };
    }
    return { message: 'Ready.', checks };
  });
}
