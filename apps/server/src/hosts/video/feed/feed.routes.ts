import type { FastifyInstance } from 'fastify';
import { parseInstant } from '../../../platform/contract/formats';
import { badRequest, notFound } from '../../../platform/http/errors';
import { route } from '../route';
import { sendFollowingPage, sendForYouPage } from './feed.answer';
import { FEED_PAGE_SIZE } from './feed.repository';
import { followingPage, forYouPage, reportWatch } from './ranked';

export const WATCH_COUNTED = 'Watch counted.';
const INVALID_AS_OF = 'asOf (from LastEvaluatedKey) must be a valid date-time.';
const INVALID_CURSOR_TIME = 'createdAt (from LastEvaluatedKey) must be a valid date-time.';

/** The "For you" and "Following" feeds and watch reports (docs/product.md#for-you). */
export async function feedRoutes(app: FastifyInstance) {
  route(app, 'getForYouFeed', async (request, reply) => {
    const { pageSize = FEED_PAGE_SIZE, score, id, asOf } = request.query;
    let after: { score: number; id: string; asOf: Date } | undefined;
    if (score !== undefined || id !== undefined || asOf !== undefined) {
      if (score === undefined || id === undefined || asOf === undefined) {
        throw badRequest('score, id and asOf (from LastEvaluatedKey) must be sent together.');
      }
      const at = parseInstant(asOf);
      if (!at) throw badRequest(INVALID_AS_OF);
      after = { score, id, asOf: at };
    }
    return sendForYouPage(reply, await forYouPage(app.db, request.userId, pageSize, after));
  });

  route(app, 'getFollowingFeed', async (request, reply) => {
    const { pageSize = FEED_PAGE_SIZE, id, userId, createdAt } = request.query;
    let after: { id: string; createdAt: Date } | undefined;
    if (id !== undefined || createdAt !== undefined || userId !== undefined) {
      if (id === undefined || createdAt === undefined) {
        throw badRequest('id and createdAt (from LastEvaluatedKey) must be sent together.');
      }
      const at = parseInstant(createdAt);
      if (!at) throw badRequest(INVALID_CURSOR_TIME);
      after = { id, createdAt: at };
    }
    return sendFollowingPage(reply, await followingPage(app.db, request.userId, pageSize, after));
  });

  route(app, 'reportWatch', async (request) => {
    await app.rateLimits.watches.hit(`watch:${request.userId}`);
    const found = await reportWatch(
      app.db,
      request.params.videoId,
      request.userId,
      request.body.fraction,
    );
    if (!found) throw notFound('Video not found.');
    return { message: WATCH_COUNTED };
  });
}
