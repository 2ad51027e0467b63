import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { subscribeProcessingRules } from './processing.rules';
import { listDueVideos } from './publication';

/**
 * The video rules that run beside the requests: what follows a video's processing (its
 * hashtags, the owner's and the mentioned people's notifications, `processing.rules.ts`),
 * heard on the core events the media job emits (ADR 0129); and scheduled videos listed at
 * their time by any server process (ADR 0101), those whose time passed while no process ran
 * listed at start. Register after the media jobs plugin (its queue) and push (`app.push`).
 */
export const videoRulesPlugin = fp(
  async (app: FastifyInstance) => {
    subscribeProcessingRules(app.events, { db: app.db, push: () => app.push ?? null });
    app.addHook('onReady', async () => {
      const ctx = { db: app.db, log: app.log, events: app.events, push: app.push ?? null };
      await app.jobs.workPublish(async () => {
        await listDueVideos(ctx);
      });
      await listDueVideos(ctx);
    });
  },
  {
    name: 'flick-video-rules',
    dependencies: ['flick-db', 'flick-events', 'flick-media-jobs', 'flick-push'],
  },
);
