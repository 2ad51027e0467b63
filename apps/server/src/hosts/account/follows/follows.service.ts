import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { PushOutbox } from '../../../push/push.plugin';
import { createNotification } from '../notifications/notifications.service';
import { userExists } from '../users/users.repository';
import { countFollowers, deleteFollow, insertFollow } from './follows.repository';

export const USER_NOT_FOUND = 'User not found.';

/** The answer of follow and unfollow: whether the caller follows now, and the count. */
export interface FollowState {
  created: boolean;
  isFollowing: boolean;
  totalFollowers: number;
}

/**
 * Follows a user. Idempotent: a second follow changes nothing (`created: false`). Refused
 * for yourself (400), unknown users (404) and when either side blocked the other (403).
 * A new follow tells the followed user (notification + live stream + push, when `push`).
 */
export async function follow(
  db: Kysely<Database>,
  me: string,
  target: string,
  push?: PushOutbox | null,
): Promise<FollowState> {
  if (me === target) throw badRequest('You cannot follow yourself.');
  const created = await db.transaction().execute(async (trx) => {
    if (!(await userExists(trx, target))) throw notFound(USER_NOT_FOUND);
    const blocked = await trx
      .selectFrom('blocks')
      .select(sql<number>`1`.as('one'))
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', target)]),
          eb.and([eb('blocker_id', '=', target), eb('blocked_id', '=', me)]),
        ]),
      )
      .executeTakeFirst();
    if (blocked) throw forbidden('You cannot follow this user.');
    return insertFollow(trx, me, target);
  });
  if (created) {
    await createNotification(db, { userId: target, actorId: me, type: 'follow' }, push);
  }
  return { created, isFollowing: true, totalFollowers: await countFollowers(db, target) };
}

/** Stops following a user; idempotent. 400 for yourself, 404 for unknown users. */
export async function unfollow(
  db: Kysely<Database>,
  me: string,
  target: string,
): Promise<FollowState> {
  if (me === target) throw badRequest('You cannot unfollow yourself.');
  if (!(await userExists(db, target))) throw notFound(USER_NOT_FOUND);
  await deleteFollow(db, me, target);
  return { created: false, isFollowing: false, totalFollowers: await countFollowers(db, target) };
}
