import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/http/errors';
import { route } from '../route';
import { videoInsights } from './insights.repository';

/** A video's insights, for its owner only (docs/product.md#insights). */
export async function insightsRoutes(app: FastifyInstance) {
  route(app, 'getVideoInsights', async (request) => {
    const data = await videoInsights(app.db, request.params.videoId, request.userId);
    // Someone else's video answers as one that does not exist: its existence is not told.
    if (!data) throw notFound('Video not found.');
    return { data };
  });
}
