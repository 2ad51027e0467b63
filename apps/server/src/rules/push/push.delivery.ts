import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { PushJob } from '../../platform/jobs/queue';
import {
  listNotifications,
  type NotificationItem,
} from '../notifications/notifications.repository';
import type { PushMessage, PushSender } from './push.sender';

/** Where a click on a push message leads (docs/product.md#notifications). */
export const PUSH_OPENS = '/notification';
/** Title of a push about one notification. */
export const PUSH_TITLE = 'Flick';

/** The message for a user's new notifications, newest first (one or several). */
export function pushMessageFor(items: NotificationItem[]): PushMessage {
  const [latest] = items;
  if (!latest) throw new Error('pushMessageFor needs at least one notification');
  const data: Record<string, string> = {
    url: PUSH_OPENS,
    type: latest.type,
    notificationId: latest.id,
    count: String(items.length),
  };
  if (latest.videoId) data.videoId = latest.videoId;
  return {
    title: items.length === 1 ? PUSH_TITLE : `${items.length} new notifications`,
    body: latest.text,
    data,
  };
}

/** What a delivery run needs. */
export interface PushDeliveryContext {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  sender: PushSender;
}

/**
 * Delivers a batch of push jobs: one message per user (about all of their notifications in
 * the batch) to each of the user's registered devices; forgets the tokens the push service
 * reports dead. A notification gone or hidden since (deleted, actor blocked) is not pushed.
 */
export async function deliverPushJobs(ctx: PushDeliveryContext, jobs: PushJob[]): Promise<void> {
  const byUser = new Map<string, string[]>();
  for (const job of jobs) {
    const ids = byUser.get(job.userId) ?? [];
    ids.push(job.notificationId);
    byUser.set(job.userId, ids);
  }
  for (const [userId, ids] of byUser) {
    const tokens = await ctx.db
      .selectFrom('push_tokens')
      .select('token')
      .where('user_id', '=', userId)
      .execute();
    if (tokens.length === 0) continue;
    const items: NotificationItem[] = [];
    for (const id of ids)
      items.push(...(await listNotifications(ctx.db, userId, { limit: 1, id })));
    if (items.length === 0) continue;
    items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    let result: Awaited<ReturnType<PushSender['send']>>;
    try {
      result = await ctx.sender.send(
        tokens.map((t) => t.token),
        pushMessageFor(items),
      );
    } catch (err) {
      // Best effort: the in-app list holds the notification; other users' pushes go on.
      ctx.log.warn({ err, userId }, 'push message not sent');
      continue;
    }
    if (result.invalidTokens.length > 0) {
      await ctx.db
        .deleteFrom('push_tokens')
        .where('user_id', '=', userId)
        .where('token', 'in', result.invalidTokens)
        .execute();
    }
    if (result.failed > 0 || result.invalidTokens.length > 0) {
      ctx.log.warn(
        { userId, sent: result.sent, failed: result.failed, dropped: result.invalidTokens.length },
        'push message not delivered to every device',
      );
    }
  }
}
