import type { Language } from '@flick/api-types/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { PushJob } from '../../platform/jobs/queue';
import {
  failureReasonIn,
  messageLanguage,
  notificationText,
  pushTitle,
} from '../../platform/messaging/texts';
import {
  listNotifications,
  type NotificationItem,
} from '../notifications/notifications.repository';
import type { PushMessage, PushSender } from './push.sender';

/** Where a click on a push message leads (docs/product.md#notifications). */
export const PUSH_OPENS = '/notification';
/**
 * The message for a user's new notifications, newest first (one or several), in `language`
 * (docs/product.md#languages): the newest one's text, and `reason`, why an upload failed when
 * the newest is a videoFailed (the English kept on the video).
 */
export async function pushMessageFor(
  items: NotificationItem[],
  language: Language,
  reason: string | null = null,
): Promise<PushMessage> {
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
    title: pushTitle(language, items.length),
    body: notificationText(
      language,
      latest.type,
      latest.actor.userName,
      await failureReasonIn(language, reason),
    ),
    data,
  };
}

/** The language the account chose (`users.language`), or null. */
async function accountLanguage(db: Kysely<Database>, userId: string): Promise<Language | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language ?? null;
}

/** Why an upload failed, as kept on the video, when `item` tells of one. */
async function failureReasonOf(
  db: Kysely<Database>,
  item: NotificationItem | undefined,
): Promise<string | null> {
  if (item?.type !== 'videoFailed' || !item.videoId) return null;
  const row = await db
    .selectFrom('videos')
    .select('failure_reason')
    .where('id', '=', item.videoId)
    .executeTakeFirst();
  return row?.failure_reason ?? null;
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
    const message = await pushMessageFor(
      items,
      messageLanguage(await accountLanguage(ctx.db, userId), null),
      await failureReasonOf(ctx.db, items[0]),
    );
    let result: Awaited<ReturnType<PushSender['send']>>;
    try {
      result = await ctx.sender.send(
        tokens.map((t) => t.token),
        message,
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
