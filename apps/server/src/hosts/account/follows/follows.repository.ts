import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { visiblePerson } from '../../../visibility/visibility';
import { type UserSummary, userSummaryColumns } from '../users/users.repository';

/** One row of a followers or following list (contract `FollowItem`). */
export interface FollowItem extends UserSummary {
  userId: string;
  followedAt: string;
}

/** Lists are not paged in the contract; this caps one answer. */
const LIST_LIMIT = 1000;

/** Adds the follow unless it exists; true when a row was added. */
export async function insertFollow(
  db: Kysely<Database>,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('follower_id')
    .execute();
  return rows.length > 0;
}

export async function deleteFollow(
  db: Kysely<Database>,
  followerId: string,
  followeeId: string,
): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();
}

/** How many people follow a user, counted from the rows. */
export async function countFollowers(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select(sql<string>`count(*)`.as('n'))
    .where('followee_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A user's followers (`side: 'followers'`) or the people they follow (`'followings'`),
 * newest first, with `isFollowing` from the viewer's point of view.
 */
export async function listFollows(
  db: Kysely<Database>,
  input: { userId: string; viewerId: string; side: 'followers' | 'followings' },
): Promise<FollowItem[]> {
  const [mine, theirs] =
    input.side === 'followers'
      ? (['f.followee_id', 'f.follower_id'] as const)
      : (['f.follower_id', 'f.followee_id'] as const);
  const rows = await db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', theirs)
    .select([...userSummaryColumns(input.viewerId), 'f.created_at as followedAt'])
    .where(mine, '=', input.userId)
    // People the viewer blocked are left out of every list (docs/product.md#blocking).
    .where(visiblePerson(input.viewerId, theirs))
    .orderBy('f.created_at', 'desc')
    .orderBy('u.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.id,
    userName: r.userName,
    firstName: r.firstName,
    lastName: r.lastName,
    profilePicture: r.profilePicture,
    isFollowing: r.isFollowing,
    followedAt: r.followedAt.toISOString(),
  }));
}
