import type { UserSummary as ContractUserSummary } from '@flick/api-types';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** The 404 message for a user id that names no one (or no one the caller may see). */
export const USER_NOT_FOUND = 'User not found.';

/**
 * A user as a list row shows them: the contract's `UserSummary`; `followRequested` is the
 * viewer's open request to a private account (docs/product.md#private-accounts).
 */
export type UserSummary = ContractUserSummary;

/** Whether `viewerId` has an open follow request to the user aliased `u`. */
export function followRequestedSql(viewerId: string) {
  return sql<boolean>`EXISTS (SELECT 1 FROM follow_requests fr WHERE fr.requester_id = ${viewerId}::uuid AND fr.target_id = u.id)`;
}

/** Columns of `users` (aliased `u`) that make a `UserSummary`, plus the viewer's follow flag. */
export function userSummaryColumns(viewerId: string) {
  return [
    'u.id as id',
    'u.user_name as userName',
    'u.first_name as firstName',
    'u.last_name as lastName',
    'u.profile_picture as profilePicture',
    sql<boolean>`EXISTS (SELECT 1 FROM follows vf WHERE vf.follower_id = ${viewerId} AND vf.followee_id = u.id)`.as(
      'isFollowing',
    ),
    followRequestedSql(viewerId).as('followRequested'),
  ] as const;
}

/** The `UserSummary` of a row read with `userSummaryColumns` (extra columns left out). */
export function userSummaryOf(row: UserSummary): UserSummary {
  return {
    id: row.id,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePicture: row.profilePicture,
    isFollowing: row.isFollowing,
    followRequested: row.followRequested,
  };
}

/** Whether a user with this id exists. */
export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Whether either user blocked the other. */
export function blockedEitherWay(a: string, b: string): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a}))`;
}

/**
 * Whether `blockerId` blocked `actorId`. Someone who blocked you is hidden from you (their
 * profile answers 404), so their videos and comments answer 404 to what you do with them.
 */
export async function hasBlocked(
  db: Kysely<Database>,
  blockerId: string,
  actorId: string,
): Promise<boolean> {
  if (blockerId === actorId) return false;
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', actorId)
    .executeTakeFirst();
  return row !== undefined;
}
