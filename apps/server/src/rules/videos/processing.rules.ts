import type { Kysely } from 'kysely';
import type { CoreEvents } from '../../platform/core/events';
import type { Database } from '../../platform/db/database';
import type { PushOutbox } from '../../platform/jobs/pushOutbox';
import { createNotification } from '../notifications/notifications.service';
import { linkHashtags } from './hashtags';
import { notifyMentions } from './mentions';

/** What the processing rules need: the database, and this process's push outbox. */
export interface ProcessingRulesContext {
  db: Kysely<Database>;
  /** Read when a notification is made (null: push delivery is not configured). */
  push: () => PushOutbox | null;
}

/**
 * What the product rules do when the media job (src/processing/) ends a video's processing
 * (ADR 0129). The job only announces it on the core events; these subscribers do the rest:
 * - inside the transaction that made the row `ready`, its hashtags are linked and counted
 *   (a `held` video's are linked when it is listed: publication.ts);
 * - after that committed, the owner is told the video is ready or failed
 *   (docs/product.md#notifications), and once it is listed the people its caption mentions
 *   are told (docs/product.md#caption-hashtags-and-mentions), in that order.
 * The server subscribes them with `videoRulesPlugin`; `pnpm worker`, which runs the job in a
 * process of its own, subscribes them to its own events.
 */
export function subscribeProcessingRules(events: CoreEvents, ctx: ProcessingRulesContext): void {
  events.on('videoProcessed', async ({ trx, videoId, state, createdAt, hashtags }) => {
    if (state === 'ready') await linkHashtags(trx, videoId, createdAt, hashtags);
  });
  events.on('videoProcessingEnded', async ({ videoId, ownerId, outcome, mentions, log }) => {
    const push = ctx.push();
    try {
      await createNotification(
        ctx.db,
        {
          userId: ownerId,
          actorId: ownerId,
          type: outcome === 'failed' ? 'videoFailed' : 'videoReady',
          videoId,
        },
        push,
      );
    } catch (err) {
      log.warn({ err, videoId }, 'processing notification not created');
    }
    // Not before a draft or a scheduled video is listed (publication.ts tells them then).
    if (outcome !== 'ready') return;
    await notifyMentions(ctx.db, log, { id: videoId, userId: ownerId, mentions }, push);
  });
}
