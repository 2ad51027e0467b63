import type { FastifyPluginAsync } from 'fastify';
import { decorateMedia } from '../../media/index';
import { captionsRoutes } from './captions/captions.routes';
import { commentRoutes } from './comments/comments.routes';
import { feedRoutes } from './feed/feed.routes';
import { videoRoutes } from './videos/videos.routes';

/** The video host, mounted at /api/video: video records, the feed, likes and comments. */
export const videoHost: FastifyPluginAsync = async (app) => {
  // No-op when app.ts registered mediaPlugin at the root (see SEAMS.md).
  decorateMedia(app);
  await app.register(videoRoutes);
  await app.register(commentRoutes);
  await app.register(feedRoutes);
  await app.register(captionsRoutes);
};
