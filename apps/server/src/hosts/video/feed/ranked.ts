import type { PagingKey, Video, video } from '@flick/api-types';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { prepared } from '../../../db/prepared';
import { selectVideos, toVideo } from '../../../domain/videoRows';
import type { ScheduledJob } from '../../../jobs/queue';
import { listedVideo, readableVideo } from '../../../visibility/visibility';
import { unlessGone } from '../gone';

type Schemas = video.components['schemas'];
export type RankKey = Schemas['RankKey'];
export type FeedFactors = Schemas['FeedFactors'];

/**
 * The "For you" ranking (docs/product.md#for-you, ADR 0052, ADR 0059). The candidates are
 * the videos listed to the caller, posted in the `FOR_YOU_DAYS` days before the ranking
 * clock's hour (or since) and at or before the walk's `asOf` time; each gets a score, the
 * sum of:
 *
 * - new: 3 points at posting, halving every day (`3 × 0.5^(age in hours / 24)`), the age
 *   counted up to the ranking clock's hour (the last full hour once the ageing job ran);
 * - follow: 2 points when the caller follows its author;
 * - likes: up to 1 point, `ln(1 + likes) / ln(101)` (100 likes make the full point);
 * - completion: up to 2 points, `2 × completions / (watchers + 1)`: the share of viewers
 *   who watched to the end, damped while few have watched.
 *
 * Everything but the follow term is the same for every viewer and is stored in
 * `videos.rank_score` (computed by the database's `feed_rank_score` in the statement that
 * inserts a video or moves its counters, and again for every scored video when the clock's
 * hour moves: `ageRankScores`). A page is two index walks by (score, id): the videos of
 * authors the caller does not follow by `rank_score`, and the followed authors' videos of
 * the window with 2 points added; the best of both make the page. Pages are cut by
 * (score, id); a walk keeps its first page's `asOf` (videos posted later wait for the next
 * walk). A page lists no author twice in a row when it has another author to put between
 * (`spreadAuthors`).
 */
export const FOR_YOU_DAYS = 7;
/** The follow term's points. */
export const FOLLOW_POINTS = 2;
/** A video younger than this is "New" (docs/product.md#for-you). */
export const NEW_HOURS = 24;
/** A watch of at least this share counts as watched to the end. */
export const COMPLETED_PERCENT = 90;

interface RankedRow {
  score: number;
  following: boolean;
  watchers: number;
  completions: number;
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

/**
 * Moves the ranking clock to the current hour and scores every video of the window again
 * (videos posted more than `FOR_YOU_DAYS` before it lose their score and leave the index):
 * the "new" term ages and the window moves.
 * Does nothing while the clock already shows this hour, so it may run often and in several
 * processes. Answers the number of videos scored again. Run by the job queue
 * (`rankAgeingJob`).
 */
export async function ageRankScores(db: Kysely<Database>): Promise<number> {
  const result = await sql`
    WITH clock AS (
      UPDATE feed_rank_clock
      SET scored_at = date_trunc('hour', now()), kept_days = ${FOR_YOU_DAYS}
      WHERE scored_at <> date_trunc('hour', now()) OR kept_days <> ${FOR_YOU_DAYS}
      RETURNING scored_at, kept_days
    )
    UPDATE videos v SET rank_score = CASE
        WHEN v.created_at > clock.scored_at - make_interval(days => clock.kept_days)
        THEN feed_rank_score(v.created_at, v.likes, v.watchers, v.completions, clock.scored_at)
      END
    FROM clock
    WHERE v.rank_score IS NOT NULL
      OR v.created_at > clock.scored_at - make_interval(days => clock.kept_days)
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
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
  const limit = pageSize + 1;
  const cut = (score: RawBuilder<unknown>) =>
    after ? sql`and (${score}, v.id) < (${after.score}::float8, ${after.id}::uuid)` : sql``;
  const followed = sql`(v.rank_score + ${FOLLOW_POINTS}::float8)`;
  // The window is the scored videos (posted in the `FOR_YOU_DAYS` days before the clock's
  // hour, or since) posted at or before `asOf`. Both walks stop after a page: the index
  // `videos_rank_idx` in score order, and the followed authors' videos (their index, bounded
  // below by the clock's window, which every scored video is in); the union's best `limit`
  // rows are the page (docs/product.md#for-you). No `created_at` lower bound on the first
  // walk: the planner would take it and "scored" as independent (they select the same rows)
  // and read and sort the whole window instead of walking the index (ADR 0059).
  const ranked = sql<{
    id: string;
    score: number;
    following: boolean;
    watchers: number;
    completions: number;
  }>`(
    (select v.id, v.rank_score as score, false as following, v.watchers, v.completions
      from videos v
      where v.rank_score is not null ${cut(sql`v.rank_score`)}
        and v.created_at <= ${at}
        and not exists (select 1 from follows f where f.follower_id = ${callerId}::uuid and f.followee_id = v.user_id)
        and ${listedVideo(callerId, 'v')}
      order by v.rank_score desc, v.id desc
      limit ${limit})
    union all
    (select v.id, ${followed} as score, true as following, v.watchers, v.completions
      from follows f join videos v on v.user_id = f.followee_id
      where f.follower_id = ${callerId}::uuid
        and v.rank_score is not null ${cut(followed)}
        and v.created_at <= ${at}
        and v.created_at > (select c.scored_at - make_interval(days => c.kept_days) from feed_rank_clock c)
        and ${listedVideo(callerId, 'v')}
      order by v.rank_score desc, v.id desc
      limit ${limit})
    order by score desc, id desc
    limit ${limit}
  )`;
  // A named statement (two shapes: with and without a key): its plan is cached, and
  // planning this long statement costs more than running it.
  const rows = await prepared(
    selectVideos(db, callerId)
      .innerJoin(ranked.as('r'), 'r.id', 'v.id')
      .select(['r.score', 'r.following', 'r.watchers', 'r.completions'])
      .orderBy('r.score', 'desc')
      .orderBy('r.id', 'desc'),
  ).execute();
  const kept = rows.slice(0, pageSize);
  const why: Record<string, FeedFactors> = {};
  for (const r of kept as Array<(typeof kept)[number] & RankedRow>) {
    why[r.id] = {
      following: r.following,
      likes: r.likes,
      watchers: r.watchers,
      completionRate: r.watchers > 0 ? Math.min(1, r.completions / r.watchers) : null,
      isNew: asOf.getTime() - r.created_at.getTime() < NEW_HOURS * 3_600_000,
      score: Number(r.score),
    };
  }
  const last = kept[kept.length - 1];
  const lastKey =
    rows.length > pageSize && last
      ? { score: Number(last.score), id: last.id, asOf: asOf.toISOString() }
      : undefined;
  return {
    items: spreadAuthors(kept.map(toVideo)),
    why,
    ...(lastKey ? { lastKey } : {}),
  };
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

/** The ageing job's pg-boss queue and schedule name. */
export const RANK_AGE_QUEUE = 'feed-rank-age';
/**
 * Every five minutes (one job per slot however many processes run): a run re-scores the
 * ranked videos when the hour has moved since the last one, and does nothing otherwise.
 */
export const RANK_AGE_CRON = '*/5 * * * *';
/** How often each process asks for a due ageing job. */
const RANK_AGE_POLL_SECONDS = 30;

/**
 * The ranking's ageing job (ADR 0059), which the video host schedules with the job queue in
 * every server process and `pnpm worker` in its own (ADR 0064): `ageRankScores` on `db`.
 */
export function rankAgeingJob(db: Kysely<Database>, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: RANK_AGE_QUEUE,
    cron: RANK_AGE_CRON,
    pollSeconds: RANK_AGE_POLL_SECONDS,
    async run() {
      const scored = await ageRankScores(db);
      if (scored > 0) log.info({ scored }, '"For you" scores aged to this hour');
    },
  };
}
