import type { Agent } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { JobQueue, PushJob } from '../jobs/queue';
import { deliverPushJobs } from './push.delivery';
import { createFcmSender } from './push.sender';

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

/** Options of the push plugin. */
export interface PushPluginOptions {
  /** Carries the OAuth2 and FCM requests (a proxy, or a stand-in in tests). */
  httpAgent?: Agent;
}

/**
 * Push delivery (ADR 0036): with `FIREBASE_SERVICE_ACCOUNT`, new notifications are queued
 * as push jobs and this process sends them with firebase-admin. Without it `app.push` is
 * null and nothing is queued or sent. Register after the media jobs plugin (its queue).
 */
export const pushPlugin = fp<PushPluginOptions>(
  async (app: FastifyInstance, options) => {
    const account = app.config.firebaseServiceAccount;
    if (!account) {
      app.decorate('push', null);
      return;
    }
    const sender = createFcmSender(
      account,
      options.httpAgent ? { httpAgent: options.httpAgent } : {},
    );
    app.decorate('push', pushOutbox(app.jobs, app.log));
    app.addHook('onReady', async () => {
      await app.jobs.workPush((jobs) =>
        deliverPushJobs({ db: app.db, log: app.log, sender }, jobs),
      );
    });
    // After the queue stopped (media jobs plugin, preClose): no send is running any more.
    app.addHook('onClose', async () => {
      await sender.close();
    });
  },
  { name: 'flick-push', dependencies: ['flick-db', 'flick-media-jobs'] },
);
