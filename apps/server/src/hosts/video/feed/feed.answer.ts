import type { video } from '@flick/api-types';
import type { FastifyReply } from 'fastify';
import { asJsonText, type JsonText } from '../../../contract/route';
import type { FeedPage } from './feed.repository';

/** The contract's answer to a feed page (`getVideos` without `videoId`). */
export type FeedAnswer =
  video.operations['getVideos']['responses'][200]['content']['application/json'];

/**
 * The one writer of a feed answer: `{"data":{"Items":[…],"LastEvaluatedKey":{…}}}`, the
 * key absent on the last page. A page read fresh arrives as videos, a reused or batched one
 * with its Items already written (ADR 0009, 0010); both leave here as the same text.
 */
export function feedAnswerJson(page: FeedPage): JsonText<FeedAnswer> {
  const items = 'itemsJson' in page ? page.itemsJson : JSON.stringify(page.items);
  const key = page.lastKey ? `,"LastEvaluatedKey":${JSON.stringify(page.lastKey)}` : '';
  return asJsonText<FeedAnswer>(`{"data":{"Items":${items}${key}}}`);
}

/** Sends a feed page as the contract's answer. */
export function sendFeedPage(reply: FastifyReply, page: FeedPage): JsonText<FeedAnswer> {
  reply.type('application/json; charset=utf-8');
  return feedAnswerJson(page);
}
