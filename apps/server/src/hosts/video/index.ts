import type { FastifyPluginAsync } from 'fastify';
import { decorateEvents } from '../../platform/core/events';
import { decorateMedia } from '../../platform/media/index';
import { decorateRateLimits } from '../../rules/auth/rateLimits.plugin';
import { captionsRoutes } from './captions/captions.routes';
import { commentRoutes } from './comments/comments.routes';
import { invalidateFeed } from './feed/feed.cache';
import { feedRoutes } from './feed/feed.routes';
import { rankAgeingJob } from './feed/ranked';
import { startTimelineWork } from './feed/timeline';
import { insightsRoutes } from './insights/insights.routes';
import { publicVideoRoutes } from './public/public.routes';
import { savedRoutes } from './saved/saved.routes';
import { videoRoutes } from './videos/videos.routes';

/** The video host, mounted at /api/video: video records, the feed, likes and comments. */
export const videoHost: FastifyPluginAsync = async (app) => {
  // No-op when app.ts registered mediaPlugin at the root (see SEAMS.md).
  decorateMedia(app);
  decorateEvents(app);
  decorateRateLimits(app);
  // The first feed page reuses owners' names and the page's videos for a second (ADR 0009):
  // a change made elsewhere in this process drops it before that request answers, so this
  // process never shows the old name or a hidden video. Other processes' pages expire.
  const dropFeedPage = () => invalidateFeed(app.db);
  app.events.on('userChanged', dropFeedPage);
  app.events.on('videoChanged', dropFeedPage);
  // The "For you" ranking's ageing runs on the job queue of every process (ADR 0059, 0064);
  // a host built alone without the queue (some tests) has no ageing.
  if (app.hasDecorator('jobs')) {
    app.addHook('onReady', async () => app.jobs.schedule(rankAgeingJob(app.db, app.log)));
    // The "Following" timelines are written by jobs every process runs (ADR 0106).
    let stopTimelines: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopTimelines = await startTimelineWork(
        app.db,
        app.jobs,
        app.log,
        app.config.timelinePushFollowers,
      );
    });
    app.addHook('preClose', async () => {
      await stopTimelines?.();
    });
  }
  await app.register(videoRoutes);
  await app.register(commentRoutes);
  await app.register(feedRoutes);
  await app.register(captionsRoutes);
  await app.register(insightsRoutes);
  // Reads for signed-out visitors: the watch page and the landing page.
  await app.register(publicVideoRoutes);
  await app.register(savedRoutes);
};
