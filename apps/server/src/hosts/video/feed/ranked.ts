import type { PagingKey, Video, video } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { selectVideos, toVideo } from '../../../domain/videoRows';
import { listedVideo, readableVideo } from '../../../visibility/visibility';
import { unlessGone } from '../gone';

type Schemas = video.components['schemas'];
export type RankKey = Schemas['RankKey'];
export type FeedFactors = Schemas['FeedFactors'];

/**
 * The "For you" ranking (docs/product.md#for-you, ADR 0052). The candidates are the newest
 * `FOR_YOU_CANDIDATES` videos listed to the caller, posted in the `FOR_YOU_DAYS` days before
 * the page's `asOf` time; each gets a score, the sum of:
 *
 * - new: 3 points at posting, halving every day (`3 × 0.5^(age in hours / 24)`);
 * - follow: 2 points when the caller follows its author;
 * - likes: up to 1 point, `ln(1 + likes) / ln(101)` (100 likes make the full point);
 * - completion: up to 2 points, `2 × completions / (watchers + 1)`: the share of viewers
 *   who watched to the end, damped while few have watched.
 *
 * Pages are cut by (score, id) at a fixed `asOf`, so ages (and the candidate window) do not
 * move between the pages of one walk. A page lists no author twice in a row when it has
 * another author to put between (`spreadAuthors`).
 */
export const FOR_YOU_CANDIDATES = 300;
export const FOR_YOU_DAYS = 7;
/** A video younger than this is "New" (docs/product.md#for-you). */
export const NEW_HOURS = 24;
/** A watch of at least this share counts as watched to the end. */
export const COMPLETED_PERCENT = 90;

interface RankedRow {
  id: string;
  user_id: string;
  score: number;
  following: boolean;
  likes: number;
  watchers: number;
  completions: number;
  age_hours: number;
}

export interface RankedPage {
  items: Video[];
  why: Record<string, FeedFactors>;
  lastKey?: RankKey;
}

/**
 * Reorders a page (best first) so that no author comes twice in a row when another author
 * is left to put between: each place takes the best remaining video by someone else than
 * the previous one.
 */
export function spreadAuthors<T extends { userId: string }>(ranked: T[]): T[] {
  const left = [...ranked];
  const out: T[] = [];
  while (left.length > 0) {
    const previous = out[out.length - 1]?.userId;
    let at = left.findIndex((item) => item.userId !== previous);
    if (at < 0) at = 0;
    out.push(...left.splice(at, 1));
  }
  return out;
}

/** One page of the "For you" feed for the caller, after `after` when given. */
export async function forYouPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after?: { score: number; id: string; asOf: Date },
): Promise<RankedPage> {
  const asOf = after?.asOf ?? new Date();
  const at = sql`${asOf.toISOString()}::timestamptz`;
  const candidates = db
    .selectFrom('videos as v')
    .select([
      'v.id',
      'v.user_id',
      'v.created_at',
      'v.likes',
      'v.watchers',
      'v.completions',
    ] as const)
    .where(listedVideo(callerId, 'v'))
    .where(
      sql<boolean>`v.created_at <= ${at} and v.created_at > ${at} - make_interval(days => ${FOR_YOU_DAYS})`,
    )
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(FOR_YOU_CANDIDATES);
  const scored = db
    .selectFrom(candidates.as('c'))
    .select([
      'c.id',
      'c.user_id',
      'c.likes',
      'c.watchers',
      'c.completions',
      sql<boolean>`exists (select 1 from follows f where f.follower_id = ${callerId}::uuid and f.followee_id = c.user_id)`.as(
        'following',
      ),
      sql<number>`extract(epoch from (${at} - c.created_at))::float8 / 3600`.as('age_hours'),
    ]);
  const ranked = db.selectFrom(scored.as('s')).select([
    's.id',
    's.user_id',
    's.likes',
    's.watchers',
    's.completions',
    's.following',
    's.age_hours',
    sql<number>`(3 * power(0.5::float8, s.age_hours / 24)
        + case when s.following then 2 else 0 end
        + least(1::float8, ln(1 + s.likes::float8) / ln(101::float8))
        + 2 * s.completions::float8 / (s.watchers + 1))::float8`.as('score'),
  ]);
  let page = db.selectFrom(ranked.as('r')).selectAll();
  if (after) {
    page = page.where(sql<boolean>`(r.score, r.id) < (${after.score}::float8, ${after.id}::uuid)`);
  }
  const rows = (await page
    .orderBy('r.score', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize + 1)
    .execute()) as RankedRow[];
  const kept = rows.slice(0, pageSize);
  const videos = await videosById(
    db,
    callerId,
    kept.map((r) => r.id),
  );
  const inOrder = kept.map((r) => videos.get(r.id)).filter((v): v is Video => v !== undefined);
  const why: Record<string, FeedFactors> = {};
  for (const r of kept) {
    why[r.id] = {
      following: r.following,
      likes: r.likes,
      watchers: r.watchers,
      completionRate: r.watchers > 0 ? Math.min(1, r.completions / r.watchers) : null,
      isNew: r.age_hours < NEW_HOURS,
      score: Number(r.score),
    };
  }
  const last = kept[kept.length - 1];
  const lastKey =
    rows.length > pageSize && last
      ? { score: Number(last.score), id: last.id, asOf: asOf.toISOString() }
      : undefined;
  return { items: spreadAuthors(inOrder), why, ...(lastKey ? { lastKey } : {}) };
}

async function videosById(
  db: Kysely<Database>,
  callerId: string,
  ids: string[],
): Promise<Map<string, Video>> {
  if (ids.length === 0) return new Map();
  const rows = await selectVideos(db, callerId)
    .where(sql<boolean>`v.id = any(${ids}::uuid[])`)
    .where(listedVideo(callerId, 'v'))
    .execute();
  return new Map(rows.map((row) => [row.id, toVideo(row)]));
}

/**
 * One page of videos by people the caller follows, newest first, keyset-paged on
 * (created_at, id) like the feed (docs/product.md#following-feed). Empty without follows.
 */
export async function followingPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after?: { createdAt: Date; id: string },
): Promise<{ items: Video[]; lastKey?: PagingKey }> {
  let query = selectVideos(db, callerId)
    .where(
      'v.user_id',
      'in',
      db.selectFrom('follows').select('followee_id').where('follower_id', '=', callerId),
    )
    .where(listedVideo(callerId, 'v'));
  if (after) {
    query = query.where(
      sql<boolean>`(v.created_at, v.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await query
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(pageSize + 1)
    .execute();
  const items = rows.slice(0, pageSize).map(toVideo);
  const last = items[items.length - 1];
  return rows.length > pageSize && last
    ? { items, lastKey: { id: last.id, userId: last.userId, createdAt: last.createdAt } }
    : { items };
}

/**
 * Records how much of a video the caller watched (the best of their reports counts) and
 * moves the video's `watchers` and `completions` counters in the same statement. Answers
 * false when the caller may not read the video (or it is gone).
 */
export async function reportWatch(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
  fraction: number,
): Promise<boolean> {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const result = await unlessGone(
    sql<{ id: string }>`
    WITH prev AS (
      SELECT percent FROM video_watches WHERE video_id = ${videoId}::uuid AND user_id = ${callerId}::uuid
    ), up AS (
      INSERT INTO video_watches (video_id, user_id, percent)
      SELECT v.id, ${callerId}::uuid, ${percent} FROM videos v
      WHERE v.id = ${videoId}::uuid AND ${readableVideo(callerId, 'v')}
      ON CONFLICT (video_id, user_id) DO UPDATE
        SET percent = greatest(video_watches.percent, excluded.percent), watched_at = now()
      RETURNING percent
    )
    UPDATE videos SET
      watchers = watchers + (SELECT count(*)::int FROM up WHERE NOT EXISTS (SELECT 1 FROM prev)),
      completions = completions + (SELECT count(*)::int FROM up
        WHERE up.percent >= ${COMPLETED_PERCENT}
          AND coalesce((SELECT percent FROM prev), 0) < ${COMPLETED_PERCENT})
    WHERE id = ${videoId}::uuid AND EXISTS (SELECT 1 FROM up)
    RETURNING id
  `.execute(db),
  );
  return result.rows.length > 0;
}
