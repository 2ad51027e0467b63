import type { HashTag, UserSummary } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { followRequestedSql } from '../../rules/visibility/users.repository';
import { listedVideo, visiblePerson } from '../../rules/visibility/visibility';

/** How many accounts and hashtags an empty list suggests (docs/product.md#suggestions). */
export const SUGGESTED_USERS = 5;
export const SUGGESTED_HASHTAGS = 8;
/** Hashtags trend by their uses in this many recent days. */
export const TRENDING_DAYS = 7;

/** How many of the most followed accounts are counted, before the caller's own rules. */
const POPULAR_ACCOUNTS = 50;
/**
 * How long a process reuses its list of the most followed accounts. Finding them reads every
 * followed account's kept count (`follower_counts`); done once a minute per process instead
 * of once per request, the suggestions' cost stops growing with the accounts, and an order at
 * most this old is no loss for a list of suggestions. The caller's own rules (follows, mutes, blocks, private
 * accounts) are applied fresh on every request.
 */
export const POPULAR_ACCOUNTS_MS = 60_000;

/** The last count of each database's most followed accounts, and when it was started. */
const popularCounts = new WeakMap<Kysely<Database>, { at: number; ids: Promise<string[]> }>();

/** The ids of the `POPULAR_ACCOUNTS` most followed accounts, most followed first. */
function mostFollowed(db: Kysely<Database>): Promise<string[]> {
  const kept = popularCounts.get(db);
  if (kept && performance.now() - kept.at < POPULAR_ACCOUNTS_MS) return kept.ids;
  const ids = sql<{ id: string }>`
    SELECT user_id AS id FROM follower_counts WHERE followers > 0
    ORDER BY followers DESC, user_id LIMIT ${POPULAR_ACCOUNTS}
  `
    .execute(db)
    .then((result) => result.rows.map((r) => r.id));
  popularCounts.set(db, { at: performance.now(), ids });
  // A failed count is not kept: the next request counts again.
  ids.catch(() => {
    if (popularCounts.get(db)?.ids === ids) popularCounts.delete(db);
  });
  return ids;
}

/**
 * Accounts to follow, most followed first: public, not the caller, not followed or muted by
 * the caller, and no block either way. The most followed accounts come from a count kept for
 * `POPULAR_ACCOUNTS_MS`; when the caller's rules leave fewer than `SUGGESTED_USERS` of them
 * (on a new install, where nobody follows anyone yet), the newest public accounts fill the
 * places, read from their own index. Neither read grows with the users or the follows.
 */
export async function suggestedUsers(
  db: Kysely<Database>,
  callerId: string,
): Promise<UserSummary[]> {
  const popular = await mostFollowed(db);
  const candidates = db
    .selectFrom('users as u')
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
    .where(visiblePerson(callerId, 'u.id'));
  const rank = new Map(popular.map((id, index) => [id, index]));
  const found = popular.length > 0 ? await candidates.where('u.id', 'in', popular).execute() : [];
  const rows = found
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .slice(0, SUGGESTED_USERS);
  if (rows.length < SUGGESTED_USERS) {
    const taken = rows.map((r) => r.id);
    const newest = await candidates
      .$if(taken.length > 0, (qb) => qb.where('u.id', 'not in', taken))
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id')
      .limit(SUGGESTED_USERS - rows.length)
      .execute();
    rows.push(...newest);
  }
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
