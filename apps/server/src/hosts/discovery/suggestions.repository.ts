import type { HashTag, UserSummary } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { followRequestedSql } from '../../visibility/users.repository';
import { listedVideo, visiblePerson } from '../../visibility/visibility';

/** How many accounts and hashtags an empty list suggests (docs/product.md#suggestions). */
export const SUGGESTED_USERS = 5;
export const SUGGESTED_HASHTAGS = 8;
/** Hashtags trend by their uses in this many recent days. */
export const TRENDING_DAYS = 7;

/**
 * Accounts to follow, most followed first: public, not the caller, not followed or muted by
 * the caller, and no block either way. The follower counts are read for the most followed
 * accounts only (the `follows` rows grouped, then at most 50 looked at), so the cost grows
 * with the follows, not with the users times their followers; on an install where nobody
 * follows anyone yet, the newest accounts fill the places.
 */
export async function suggestedUsers(
  db: Kysely<Database>,
  callerId: string,
): Promise<UserSummary[]> {
  const rows = await db
    .with('popular', (qb) =>
      qb
        .selectFrom('follows')
        .select(['followee_id as id', sql<string>`count(*)`.as('followers')])
        .groupBy('followee_id')
        .orderBy(sql`count(*)`, 'desc')
        .limit(50),
    )
    .selectFrom('users as u')
    .leftJoin('popular as p', 'p.id', 'u.id')
    .select([
      'u.id',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.profile_picture',
      followRequestedSql(callerId).as('follow_requested'),
    ])
    .where('u.id', '!=', callerId)
    .where('u.is_private', '=', false)
    .where(
      sql<boolean>`not exists (select 1 from follows f where f.follower_id = ${callerId}::uuid and f.followee_id = u.id)`,
    )
    .where(
      sql<boolean>`not exists (select 1 from mutes m where m.muter_id = ${callerId}::uuid and m.muted_id = u.id)`,
    )
    .where(visiblePerson(callerId, 'u.id'))
    .orderBy(sql`coalesce(p.followers::bigint, 0)`, 'desc')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id')
    .limit(SUGGESTED_USERS)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userName: r.user_name,
    firstName: r.first_name,
    lastName: r.last_name,
    profilePicture: r.profile_picture,
    isFollowing: false,
    followRequested: r.follow_requested,
  }));
}

/**
 * Hashtags by how many videos the caller may see in lists used them in the last
 * `TRENDING_DAYS` days (each tag's own recent range of `video_hashtags`), then by name; each
 * with its whole video count, as explore shows tags.
 */
export async function trendingHashtags(db: Kysely<Database>, callerId: string): Promise<HashTag[]> {
  const rows = await db
    .selectFrom('video_hashtags as vh')
    .innerJoin('hashtags as h', 'h.id', 'vh.hashtag_id')
    .innerJoin('videos as v', 'v.id', 'vh.video_id')
    .select(['h.name', 'h.video_count', sql<string>`count(*)`.as('uses')])
    .where(sql<boolean>`vh.created_at > now() - make_interval(days => ${TRENDING_DAYS})`)
    .where(listedVideo(callerId, 'v'))
    .groupBy(['h.id', 'h.name', 'h.video_count'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('h.name')
    .limit(SUGGESTED_HASHTAGS)
    .execute();
  return rows.map((r) => ({ name: r.name, videoCount: r.video_count }));
}
