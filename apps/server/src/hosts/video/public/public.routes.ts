import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/http/errors';
import { bearerToken } from '../../../rules/auth/authenticate';
import { limitPerIp } from '../../../rules/auth/rateLimiter';
import { findLiveSession } from '../../../rules/auth/sessions.repository';
import {
  findPublicVideo,
  newestPublicVideos,
  PUBLIC_VIDEO_NOT_FOUND,
} from '../../../rules/visibility/publicVideos';
import { route } from '../route';

/**
 * Reads for signed-out visitors (docs/product.md#watch-page, #landing-page): no token, only
 * videos anyone may watch, counted per client address like the other public routes.
 */
export async function publicVideoRoutes(app: FastifyInstance) {
  const preHandler = limitPerIp(app.rateLimits.perIp, 'public-videos');

  route(
    app,
    'getPublicVideo',
    async (request) => {
      // No token is needed; one that names a live session lets a block between the caller
      // and the owner hide the video here as everywhere else.
      const token = bearerToken(request);
      const session =
        token && token.length <= 256 ? await findLiveSession(app.db, token) : undefined;
      const video = await findPublicVideo(app.db, request.params.videoId, session?.userId);
      if (!video) throw notFound(PUBLIC_VIDEO_NOT_FOUND);
      return { data: video };
    },
    { preHandler },
  );

  route(
    app,
    'getPublicVideos',
    async () => ({ data: { Items: await newestPublicVideos(app.db) } }),
    { preHandler },
  );
}
