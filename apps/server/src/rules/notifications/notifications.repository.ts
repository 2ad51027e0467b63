import type { Notification } from '@flick/api-types';
import type { Language } from '@flick/api-types/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { failureReasonIn, messageLanguage, notificationText } from '../../platform/messaging/texts';
import {
  type UserSummary,
  userSummaryColumns,
  userSummaryOf,
} from '../visibility/users.repository';
import { visibleNotification } from '../visibility/visibility';

/** A notification as the contract shows it: the contract's `Notification`. */
export type NotificationItem = Notification;

/**
 * The notifications of `userId` the list may show them: none from people they blocked, none
 * `visibleNotification` hides (muted actors, comments and videos they may not see).
 */
function shownNotifications(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('notifications as n')
    .where('n.user_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('blocks')
            .select('blocks.blocker_id')
            .whereRef('blocks.blocked_id', '=', 'n.actor_id')
            .where('blocks.blocker_id', '=', userId),
        ),
      ),
    )
    .where(visibleNotification(userId));
}

/**
 * Reads notifications of a user (newest first), with their actors as the user sees them.
 * Each `text` is in the reader's language: the account's, else `language` (the request's
 * `Accept-Language`), else English.
 */
export async function listNotifications(
  db: Kysely<Database>,
  userId: string,
  options: { limit: number; id?: string; language?: Language | null },
): Promise<NotificationItem[]> {
  // The actor: a Flick account (`u`) or a remote one (`ra`, ADR 0158).
  let query = shownNotifications(db, userId)
    .leftJoin('users as u', 'u.id', 'n.actor_id')
    .leftJoin('remote_actors as ra', 'ra.iri', 'n.remote_actor_iri')
    .where((eb) => eb.or([eb('u.id', 'is not', null), eb('ra.iri', 'is not', null)]))
    .select([
      'n.remote_comment_id',
      'ra.id as remote_id',
      'ra.iri as remote_iri',
      'ra.handle as remote_handle',
      'ra.name as remote_name',
      'ra.avatar_url as remote_avatar',
      'ra.url as remote_url',
      'n.id as notificationId',
      'n.type',
      'n.created_at',
      'n.read',
      'n.video_id',
      'n.comment_id',
      // Why an upload failed (videoFailed only): a key lookup, null for the other types.
      sql<
        string | null
      >`case when n.type = 'videoFailed' then (select failure_reason from videos where id = n.video_id) end`.as(
        'failure_reason',
      ),
      sql<Language | null>`(select language from users where id = ${userId})`.as('reader_language'),
      ...userSummaryColumns(userId),
    ])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(options.limit);
  if (options.id) query = query.where('n.id', '=', options.id);
  const rows = await query.execute();
  return Promise.all(
    rows.map(async (r) => {
      const language = messageLanguage(r.reader_language, options.language);
      const reason = await failureReasonIn(language, r.failure_reason);
      const remote = r.remote_iri !== null && r.remote_handle !== null;
      const actor: UserSummary = remote
        ? {
            id: r.remote_id ?? '',
            userName: r.remote_handle ?? '',
            firstName: r.remote_name ?? '',
            lastName: '',
            profilePicture: r.remote_avatar,
            isFollowing: false,
            followRequested: false,
          }
        : userSummaryOf(r as UserSummary);
      return {
        id: r.notificationId,
        type: r.type,
        text: notificationText(language, r.type, actor.userName, reason),
        createdAt: r.created_at.toISOString(),
        read: r.read,
        actor,
        videoId: r.video_id,
        commentId: r.comment_id ?? r.remote_comment_id,
        ...(remote
          ? {
              remote: {
                handle: r.remote_handle ?? '',
                profileUrl: r.remote_url ?? r.remote_iri ?? '',
              },
            }
          : {}),
      };
    }),
  );
}

/**
 * Marks read the notification `newestId` of `userId` and every older one of theirs (in the
 * list's order: created_at, then id), the ones the person was shown; a newer one stays
 * unread. Returns how many became read, or null when `newestId` is not one of theirs.
 */
export async function markNotificationsRead(
  db: Kysely<Database>,
  userId: string,
  newestId: string,
): Promise<number | null> {
  // One statement: the boundary row is read once, and only when it is the caller's.
  // Compared in the database: created_at has microseconds, a JavaScript Date only milliseconds.
  const { rows } = await sql<{ found: boolean; marked: number }>`
    WITH seen AS (
      SELECT created_at, id FROM notifications WHERE id = ${newestId} AND user_id = ${userId}
    ), marked AS (
      UPDATE notifications n SET read = true
      FROM seen
      WHERE n.user_id = ${userId} AND NOT n.read AND (n.created_at, n.id) <= (seen.created_at, seen.id)
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM seen) AS found, (SELECT count(*) FROM marked)::int AS marked
  `.execute(db);
  const [result] = rows;
  return result?.found ? result.marked : null;
}

/**
 * How many of the notifications the list shows `userId` are unread, counting at most `limit`
 * (the list's length): the badge a newly opened app starts from (ADR 0088).
 */
export async function countUnreadNotifications(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<number> {
  const unread = shownNotifications(db, userId)
    .where('n.read', '=', false)
    .select('n.id')
    .orderBy('n.created_at', 'desc')
    .limit(limit);
  const { count } = await db
    .selectFrom(unread.as('unread'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
