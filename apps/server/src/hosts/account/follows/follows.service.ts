import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors';
import type { PushOutbox } from '../../../platform/jobs/pushOutbox';
import { createNotification } from '../../../rules/notifications/notifications.service';
import { USER_NOT_FOUND, userExists } from '../../../rules/visibility/users.repository';
import {
  countFollowers,
  deleteFollow,
  deleteFollowRequest,
  insertFollow,
  insertFollowRequest,
} from './follows.repository';

/** 404 when approving or declining a request that is not (or no longer) there. */
export const NO_FOLLOW_REQUEST = 'No follow request from this user.';
/** 403 on a private account's lists for someone who does not follow it. */
export const ACCOUNT_IS_PRIVATE = 'This account is private.';

/**
 * The answer of follow and unfollow: whether the caller follows now, whether a request to a
 * private account waits (`requested`, docs/product.md#private-accounts), and the count.
 */
export interface FollowState {
  created: boolean;
  isFollowing: boolean;
  requested: boolean;
  /** Unfollow only: an open request was withdrawn (nothing was followed). */
  cancelled?: boolean;
  totalFollowers: number;
}

/**
 * Follows a user. Idempotent: a second follow changes nothing (`created: false`). Refused
 * for yourself (400), unknown users (404) and when either side blocked the other (403).
 * A new follow tells the followed user (notification + live stream + push, when `push`).
 * A private account is not followed but asked (`requested`), once; its owner is told.
 */
export async function follow(
  db: Kysely<Database>,
  me: string,
  target: string,
  push?: PushOutbox | null,
): Promise<FollowState> {
  if (me === target) throw badRequest('You cannot follow yourself.');
  const outcome = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['is_private'])
      .where('id', '=', target)
      .executeTakeFirst();
    if (!user) throw notFound(USER_NOT_FOUND);
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
    const following = await trx
      .selectFrom('follows')
      .select('follower_id')
      .where('follower_id', '=', me)
      .where('followee_id', '=', target)
      .executeTakeFirst();
    if (following) return { kind: 'following' as const, created: false };
    if (user.is_private) {
      return { kind: 'requested' as const, created: await insertFollowRequest(trx, me, target) };
    }
    // A request left open when the account went public becomes the follow (ADR 0050).
    await deleteFollowRequest(trx, me, target);
    return { kind: 'following' as const, created: await insertFollow(trx, me, target) };
  });
  if (outcome.created) {
    const type = outcome.kind === 'requested' ? 'followRequest' : 'follow';
    await createNotification(db, { userId: target, actorId: me, type }, push);
  }
  return {
    created: outcome.created,
    isFollowing: outcome.kind === 'following',
    requested: outcome.kind === 'requested',
    totalFollowers: await countFollowers(db, target),
  };
}

/**
 * Stops following a user, or withdraws an open follow request; idempotent. 400 for
 * yourself, 404 for unknown users.
 */
export async function unfollow(
  db: Kysely<Database>,
  me: string,
  target: string,
): Promise<FollowState> {
  if (me === target) throw badRequest('You cannot unfollow yourself.');
  if (!(await userExists(db, target))) throw notFound(USER_NOT_FOUND);
  const cancelled = await deleteFollowRequest(db, me, target);
  await deleteFollow(db, me, target);
  return {
    created: false,
    isFollowing: false,
    requested: false,
    cancelled,
    totalFollowers: await countFollowers(db, target),
  };
}

/**
 * Approves `requester`'s request to follow `owner`: the follow is made and the requester is
 * told. 404 when there is no such request.
 */
export async function approveFollowRequest(
  db: Kysely<Database>,
  owner: string,
  requester: string,
  push?: PushOutbox | null,
): Promise<{ totalFollowers: number }> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteFollowRequest(trx, requester, owner))) throw notFound(NO_FOLLOW_REQUEST);
    await insertFollow(trx, requester, owner);
  });
  await createNotification(db, { userId: requester, actorId: owner, type: 'followAccepted' }, push);
  return { totalFollowers: await countFollowers(db, owner) };
}

/** Declines `requester`'s request to follow `owner` (the requester is not told). 404 when none. */
export async function declineFollowRequest(
  db: Kysely<Database>,
  owner: string,
  requester: string,
): Promise<void> {
  if (!(await deleteFollowRequest(db, requester, owner))) throw notFound(NO_FOLLOW_REQUEST);
}
