import type {
  FollowItem as ContractFollowItem,
  FollowRequestItem as ContractFollowRequestItem,
} from '@flick/api-types';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { remotePersonHidden } from '../../../rules/visibility/remoteAccounts';
import { userSummaryColumns, userSummaryOf } from '../../../rules/visibility/users.repository';
import { seesAccountContent, visiblePerson } from '../../../rules/visibility/visibility';

/** One row of a followers or following list: the contract's `FollowItem`. */
export type FollowItem = ContractFollowItem;

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

/** Opens a follow request unless one is open; true when a row was added. */
export async function insertFollowRequest(
  db: Kysely<Database>,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('follow_requests')
    .values({ requester_id: requesterId, target_id: targetId })
    .onConflict((oc) => oc.columns(['requester_id', 'target_id']).doNothing())
    .returning('requester_id')
    .execute();
  return rows.length > 0;
}

/** Removes an open follow request; true when there was one. */
export async function deleteFollowRequest(
  db: Kysely<Database>,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('follow_requests')
    .where('requester_id', '=', requesterId)
    .where('target_id', '=', targetId)
    .returning('requester_id')
    .execute();
  return rows.length > 0;
}

/** One row of the owner's follow requests: the contract's `FollowRequestItem`. */
export type FollowRequestItem = ContractFollowRequestItem;

/** The open requests to follow `ownerId`, newest first (people the owner blocked left out). */
export async function listFollowRequests(
  db: Kysely<Database>,
  ownerId: string,
): Promise<FollowRequestItem[]> {
  const rows = await db
    .selectFrom('follow_requests as r')
    .innerJoin('users as u', 'u.id', 'r.requester_id')
    .select([...userSummaryColumns(ownerId), 'r.created_at as requestedAt'])
    .where('r.target_id', '=', ownerId)
    .where(visiblePerson(ownerId, 'r.requester_id'))
    .orderBy('r.created_at', 'desc')
    .orderBy('u.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({ ...userSummaryOf(r), requestedAt: r.requestedAt.toISOString() }));
}

/** Whether `viewerId` may see `userId`'s lists (public, themselves, or an approved follower). */
export async function seesLists(
  db: Kysely<Database>,
  userId: string,
  viewerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select(seesAccountContent(viewerId, 'u.id').as('sees'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.sees === true;
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

/**
 * How many people follow `user` (an id or a column in SQL): the count kept by the triggers on
 * `follows` (`follower_counts`, ADR 0116), 0 for a user nobody followed yet. One row read,
 * where `count(*)` read every follower's index entry.
 */
export function followerCountSql(user: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`coalesce((SELECT fc.followers FROM follower_counts fc WHERE fc.user_id = ${user}), 0)`;
}

/** How many people follow a user (`followerCountSql`). */
export async function countFollowers(db: Kysely<Database>, userId: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT ${followerCountSql(sql`${userId}::uuid`)} AS n`.execute(db);
  return Number(rows[0]?.n ?? 0);
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
  const local: FollowItem[] = rows.map((r) => ({
    ...userSummaryOf(r),
    userId: r.id,
    followedAt: r.followedAt.toISOString(),
  }));
  if (input.side === 'followings') return local;
  // Accounts on other servers that follow the user count in `totalFollowers`
  // (docs/federation.md), so they are listed too, merged newest first.
  const remote = await listRemoteFollowers(db, input.userId, input.viewerId);
  if (remote.length === 0) return local;
  return [...local, ...remote]
    .sort((a, b) => Date.parse(b.followedAt ?? '') - Date.parse(a.followedAt ?? ''))
    .slice(0, LIST_LIMIT);
}

/**
 * The accepted followers of `userId` on other servers, newest first, as list rows: the handle
 * as `userName`, the display name as `firstName`, and their page there as `authorUrl`. Those the
 * viewer blocked, and those of a server an admin blocked, are left out (`remotePersonHidden`).
 */
async function listRemoteFollowers(
  db: Kysely<Database>,
  userId: string,
  viewerId: string,
): Promise<FollowItem[]> {
  const rows = await db
    .selectFrom('remote_followers as rf')
    .innerJoin('remote_actors as ra', 'ra.iri', 'rf.actor_iri')
    .select([
      'ra.id',
      'ra.handle',
      'ra.name',
      'ra.avatar_url',
      'ra.url',
      'ra.iri',
      'rf.created_at as followedAt',
    ])
    .where('rf.user_id', '=', userId)
    .where('rf.status', '=', 'accepted')
    .where(sql<boolean>`not ${remotePersonHidden('rf.actor_iri', viewerId)}`)
    .orderBy('rf.created_at', 'desc')
    .orderBy('ra.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.id,
    userName: r.handle,
    firstName: r.name,
    lastName: '',
    profilePicture: r.avatar_url,
    isFollowing: false,
    followRequested: false,
    followedAt: r.followedAt.toISOString(),
    remote: true,
    authorUrl: r.url ?? r.iri,
  }));
}
