import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { PushOutbox } from '../../platform/jobs/pushOutbox';
import { createNotification } from '../../rules/notifications/notifications.service';

/** Something done to a user's video or comment that they are told about. */
export interface ContentEvent {
  /** The owner of the video or comment. */
  userId: string;
  actorId: string;
  type: 'like' | 'comment' | 'commentLike';
  videoId: string;
  commentId?: string | null;
}

/**
 * Tells the owner through the account host's notification service (row + live stream, and
 * a queued push message when `push` is given).
 * Called after the action committed; a failure here is logged, never undoes the action.
 */
export async function notifyOwner(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  event: ContentEvent,
  push?: PushOutbox | null,
): Promise<void> {
  try {
    await createNotification(
      db,
      {
        userId: event.userId,
        actorId: event.actorId,
        type: event.type,
        videoId: event.videoId,
        commentId: event.commentId ?? null,
      },
      push,
    );
  } catch (err) {
    log.warn({ err, type: event.type }, 'notification not created');
  }
}
