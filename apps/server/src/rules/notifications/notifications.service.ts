import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { NotificationType } from '../../platform/db/tables/account';
import type { PushOutbox } from '../../platform/jobs/pushOutbox';
import { remoteAuthorHiddenFrom } from '../visibility/remoteAccounts';
import { type BusMessage, localBus, NOTIFY_CHANNEL, relayState } from './notifications.bus';
import { listNotifications, type NotificationItem } from './notifications.repository';

/** Notifications a user gets about their own upload (the actor is the owner). */
const ABOUT_OWN_UPLOAD = new Set<NotificationType>(['videoReady', 'videoFailed']);

/**
 * What a person is told once per actor and target (ADR 0084): following (or asking to) after
 * an unfollow, liking a video or comment again after taking the like back, makes no second
 * notification, live event or push message. A comment is new content each time; a video's
 * processing and an approval are told each time they happen.
 */
export const TOLD_ONCE: readonly NotificationType[] = [
  'follow',
  'followRequest',
  'like',
  'commentLike',
  // A caption's mention: an edit that keeps (or restores) it tells nobody again.
  'mention',
];

/** What happened, to whom, by whom. */
export interface NewNotification {
  /** Who is told (the followed user, the video or comment owner). */
  userId: string;
  /** Who did it. */
  actorId: string;
  type: NotificationType;
  videoId?: string | null;
  commentId?: string | null;
}

/**
 * Records a notification and pushes it to the user's open event streams, and through `push`
 * (when push delivery is configured) queues a push message to the user's devices. Used by
 * the account host (follows), the video host (likes, comments, comment likes) and the media
 * pipeline (processing done or failed).
 * Nothing happens for actions on your own things, when the user blocked the actor, or for a
 * repeat of something already told (`TOLD_ONCE`).
 * Returns the notification, or null when none was made.
 */
export async function createNotification(
  db: Kysely<Database>,
  input: NewNotification,
  push?: PushOutbox | null,
): Promise<NotificationItem | null> {
  // About your own upload's processing, you are the actor; otherwise never about yourself.
  if (input.userId === input.actorId && !ABOUT_OWN_UPLOAD.has(input.type)) return null;
  const blocked = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', input.userId)
    .where('blocked_id', '=', input.actorId)
    .executeTakeFirst();
  if (blocked) return null;
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      actor_id: input.actorId,
      type: input.type,
      video_id: input.videoId ?? null,
      comment_id: input.commentId ?? null,
    })
    // A repeat of something already told (the database's `notifications_once_idx`, whose
    // key names the remote actor too: none here).
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'actor_id', 'remote_actor_iri', 'type', 'video_id', 'comment_id'])
        .where(sql.raw<boolean>(`type IN (${TOLD_ONCE.map((type) => `'${type}'`).join(', ')})`))
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  const [item] = await listNotifications(db, input.userId, { limit: 1, id: row.id });
  if (!item) return null;
  await toStreams(db, { userId: input.userId, item });
  if (push) await push.enqueue({ userId: input.userId, notificationId: item.id }, db);
  return item;
}

/** What a remote account did to a Flick account's video (ADR 0158). */
export interface NewRemoteNotification {
  /** The video's owner. */
  userId: string;
  /** The remote account's actor IRI (kept in `remote_actors`). */
  actorIri: string;
  type: Extract<NotificationType, 'like' | 'comment'>;
  videoId: string;
  /** The remote reply a `comment` tells of; the notification goes with it. */
  remoteCommentId?: string | null;
}

/**
 * `createNotification` for a remote account's like or reply (ADR 0158): recorded, told to the
 * owner's open streams and pushed as a local one is; none when the owner muted or blocked that
 * account. Returns the notification, or null when none was made.
 */
export async function createRemoteNotification(
  db: Kysely<Database>,
  input: NewRemoteNotification,
  push?: PushOutbox | null,
): Promise<NotificationItem | null> {
  const silenced = await db
    .selectNoFrom(remoteAuthorHiddenFrom(input.userId, input.actorIri).as('silenced'))
    .executeTakeFirstOrThrow();
  if (silenced.silenced) return null;
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      actor_id: null,
      remote_actor_iri: input.actorIri,
      type: input.type,
      video_id: input.videoId,
      comment_id: null,
      remote_comment_id: input.remoteCommentId ?? null,
    })
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  const [item] = await listNotifications(db, input.userId, { limit: 1, id: row.id });
  if (!item) return null;
  await toStreams(db, { userId: input.userId, item });
  if (push) await push.enqueue({ userId: input.userId, notificationId: item.id }, db);
  return item;
}

/**
 * Tells every open stream of `userId`, in every server process, that some of their
 * notifications were marked read, so each sends its new unread count (ADR 0088).
 */
export async function announceRead(db: Kysely<Database>, userId: string): Promise<void> {
  await toStreams(db, { userId, read: true });
}

/**
 * Hands `message` to its user's open streams: on PostgreSQL every server process relays it to
 * its own (at commit, when in a transaction); on the embedded database, this process's bus.
 */
async function toStreams(db: Kysely<Database>, message: BusMessage): Promise<void> {
  if (relayState.active > 0) {
    await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(message)})`.execute(db);
  } else {
    localBus.deliver(message);
  }
}
