import type { Agent } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushOutbox } from '../../platform/jobs/pushOutbox';
import { deliverPushJobs } from './push.delivery';
import { createFcmSender } from './push.sender';

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
