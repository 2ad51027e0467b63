import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { JobQueue, PushJob } from './queue';

/** Queues push messages; exists only when push delivery is configured. */
export interface PushOutbox {
  /**
   * Queues the push of a new notification when its user has a registered device. `db` is
   * the notification's own handle (its transaction, if any). Never throws: a failure is
   * logged, and the action that made the notification goes on.
   */
  enqueue(job: PushJob, db: Kysely<Database>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Push delivery (Firebase Cloud Messaging), or null when `FIREBASE_SERVICE_ACCOUNT` is unset. */
    push: PushOutbox | null;
  }
}

/** The outbox over a job queue (also used by `pnpm worker`, which only queues). */
export function pushOutbox(queue: JobQueue, log: FastifyBaseLogger): PushOutbox {
  return {
    async enqueue(job, db) {
      try {
        const device = await db
          .selectFrom('push_tokens')
          .select('token')
          .where('user_id', '=', job.userId)
          .limit(1)
          .executeTakeFirst();
        if (device) await queue.sendPush(job, db);
      } catch (err) {
        log.warn({ err, userId: job.userId }, 'push message not queued');
      }
    },
  };
}
