import type { video } from '@flick/api-types';
import type { FastifyReply } from 'fastify';
import { asJsonText, type JsonText } from '../../../platform/contract/route';
import type { FeedPage } from './feed.repository';
import type { RankedPage } from './ranked';

/** The contract's answer to a feed page (`getVideos` without `videoId`). */
export type FeedAnswer =
  video.operations['getVideos']['responses'][200]['content']['application/json'];

/** The contract's answers to a "For you" and a "Following" page. */
export type ForYouAnswer =
  video.operations['getForYouFeed']['responses'][200]['content']['application/json'];
export type FollowingAnswer =
  video.operations['getFollowingFeed']['responses'][200]['content']['application/json'];

/**
 * The one writer of a feed answer: `{"data":{"Items":[…],"LastEvaluatedKey":{…}}}`, the
 * key absent on the last page. A page read fresh arrives as videos, a reused or batched one
 * with its Items already written (ADR 0009, 0010); both leave here as the same text.
 */
export function feedAnswerJson<T = FeedAnswer>(page: FeedPage): JsonText<T> {
  const items = 'itemsJson' in page ? page.itemsJson : JSON.stringify(page.items);
  const key = page.lastKey ? `,"LastEvaluatedKey":${JSON.stringify(page.lastKey)}` : '';
  return asJsonText<T>(`{"data":{"Items":${items}${key}}}`);
}

/** Sends a feed page as the contract's answer. */
export function sendFeedPage(reply: FastifyReply, page: FeedPage): JsonText<FeedAnswer> {
  reply.type('application/json; charset=utf-8');
  return feedAnswerJson(page);
}

/** Sends a "Following" page (the feed's answer shape) as the contract's answer. */
export function sendFollowingPage(reply: FastifyReply, page: FeedPage): JsonText<FollowingAnswer> {
  reply.type('application/json; charset=utf-8');
  return feedAnswerJson<FollowingAnswer>(page);
}

/**
 * Sends a "For you" page: `{"data":{"Items":[…],"Why":{…},"LastEvaluatedKey":{…}}}`, the
 * key absent on the last page (ADR 0063: its Items arrive already written).
 */
export function sendForYouPage(reply: FastifyReply, page: RankedPage): JsonText<ForYouAnswer> {
  reply.type('application/json; charset=utf-8');
  const key = page.lastKey ? `,"LastEvaluatedKey":${JSON.stringify(page.lastKey)}` : '';
  return asJsonText<ForYouAnswer>(
    `{"data":{"Items":${page.itemsJson},"Why":${page.whyJson}${key}}}`,
  );
}
