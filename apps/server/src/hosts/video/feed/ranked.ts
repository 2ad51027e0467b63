import type { video } from '@flick/api-types';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { batcherFor, batchInputsSql } from '../../../platform/db/batch';
import type { Database } from '../../../platform/db/database';
import { preparedSql, statementFor } from '../../../platform/db/prepared';
import type { ScheduledJob } from '../../../platform/jobs/queue';
import { mediaViewer } from '../../../platform/media/signedAddress';
import {
  followedAuthorListedSql,
  followedVideoListedSql,
  listedVideoSql,
  readableVideo,
  viewerRulesSql,
} from '../../../rules/visibility/visibility';
import { unlessGone } from '../gone';
import {
  followedRemotePage,
  followsRemoteAccounts,
  remoteKeyOf,
} from '../remote/remoteVideos.repository';
import {
  type BatchedPageRow,
  batchedPageVideos,
  chronologicalPage,
  type FeedPage,
  type PageVideo,
  pageVideoFieldsSql,
} from './feed.repository';
import {
  followedSourcesSql,
  followsSql,
  storedPageSql,
  storedRowsSql,
  columns as timelineColumns,
} from './timeline';

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

/**
 * A "For you" page: its videos' JSON array, the JSON object of each one's factors by id (a
 * `Record<string, FeedFactors>`, see `factorsJson`), and the next page's key.
 */
export interface RankedPage {
  itemsJson: string;
  whyJson: string;
  lastKey?: RankKey;
}

/**
 * One video's `FeedFactors` as JSON, written directly (ADR 0071): `JSON.stringify` of the
 * page's factors object took a fifth of the page's JavaScript time, most of it printing the
 * score again. The score is the database's own text of a float8 (the shortest text that reads
 * back as the same number), itself a JSON number; counts are integers.
 */
function factorsJson(
  id: string,
  f: Omit<FeedFactors, 'score' | 'likes' | 'watchers'> & {
    likes: string;
    watchers: string;
    score: string;
  },
): string {
  return `"${id}":{"following":${f.following},"likes":${f.likes},"watchers":${f.watchers},"completionRate":${f.completionRate},"isNew":${f.isNew},"score":${f.score}}`;
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

/** Where a "For you" page starts: after the previous page's last (score, id), same `asOf`. */
export interface RankCursor {
  score: number;
  id: string;
  asOf: Date;
}

/** One caller's read of a batched "For you" page: the first (at `asOf`) or after a key. */
interface ForYouRead {
  callerId: string;
  asOf: Date;
  after?: RankCursor;
}

/**
 * The "For you" statement for a batch of callers (ADR 0063, 0070, 0071): for each (caller, asOf[,
 * score, id]) of the arrays `$1`…, in order, one row (`BatchedPageRow`). Each video's text is the
 * seven fields of `pageVideoFieldsSql`, then its score, whether the caller follows its author
 * ('1'/'0'), its watchers and its completions. Per caller it is two walks (ADR 0059): the videos of
 * authors the caller does not follow by `rank_score`, and the followed authors' videos of the
 * window with the follow points added, each after the key's (score, id) when there is one; the best
 * `pageSize + 1` of both make the page. The second walk is the caller's rows of the window in
 * `following_timeline` (one index range: a row for each listed video of each followed author,
 * written by jobs) with what the jobs have not written yet (`followedSourcesSql`, ADR 0106), each
 * checked against the caller's mutes, blocks and keyword filters and sorted by score; before, one probe per followed author read three times as many pages for a
 * reader whose followed authors posted little in the window (ADR 0071). No `created_at` lower bound
 * on the first walk: the planner would take it and "scored" as independent (they select the same
 * rows) and read and sort the whole window instead of walking the index (ADR 0059). The first walk
 * leaves out the followed authors by probing the follow of each video it walks (`followsSql`, ADR
 * 0137): a `not in` over the caller's follows built a hash of all of them on every read (5,000
 * follows, half the statement of a reader who follows that many).
 */
function forYouSql(pageSize: number, keyed: boolean): string {
  const limit = pageSize + 1;
  const followed = `(v.rank_score + ${FOLLOW_POINTS}::float8)`;
  const inputs = batchInputsSql('q', [
    ['caller', 'uuid'],
    ['as_of', 'timestamptz'],
    ...(keyed
      ? ([
          ['score', 'float8'],
          ['id', 'uuid'],
        ] as const)
      : []),
  ]);
  const cut = (score: string) => (keyed ? `and (${score}, v.id) < (q.score, q.id)` : '');
  const columns =
    'v.id, v.head_version, v.watchers, v.completions, v.likes, v.downloads, v.shares, v.comments';
  const windowStart =
    '(select c.scored_at - make_interval(days => c.kept_days) from feed_rank_clock c)';
  const author = (a: string) => followedAuthorListedSql(a, 'q.caller', 'rules');
  // The reader's stored rows end inside the window: the union below would walk every
  // followed author's window below the floor.
  const cappedInWindow = `exists (select 1 from timeline_floors hf where hf.reader_id = q.caller and hf.created_at > ${windowStart})`;
  const prefix = `select ${timelineColumns('p')} from videos p
          where ${cappedInWindow} and p.rank_score is not null${keyed ? ` and p.rank_score <= q.score - ${FOLLOW_POINTS}::float8 + 1e-9::float8` : ''}
          order by p.rank_score desc, p.id desc
          limit ${FOLLOWED_PREFIX}`;
  return `select b.n, b.rows
from ${inputs}
${viewerRulesSql('q.caller', 'rules')}
cross join lateral (
  select count(*)::int as n,
    string_agg(${pageVideoFieldsSql('r', 'q.caller')} || ',' || r.score::text || ','
      || case when r.following then '1' else '0' end || ',' || r.watchers || ',' || r.completions,
      ' ' order by r.score desc, r.id desc) as rows
  from (
    (select ${columns}, v.rank_score as score, false as following
      from videos v
      where v.rank_score is not null ${cut('v.rank_score')}
        and ${notAfterSql('q.as_of')}
        and not ${followsSql('q.caller', 'v.user_id')}
        and ${listedVideoSql('v', 'q.caller', 'rules')}
      order by v.rank_score desc, v.id desc
      limit ${limit})
    union all
    (select ${columns}, ${followed} as score, true as following
      from (
        with stored as (
          ${storedRowsSql('q.caller', `t.created_at > ${windowStart} and t.created_at <= q.as_of and ${author('t.author_id')}`)}
        ), prefix as (
          ${prefix}
        ), hits as (
          select * from (${prefix}) v
          where ${followsSql('q.caller', 'v.user_id')} and v.created_at > ${windowStart}
            and ${notAfterSql('q.as_of')} and ${author('v.user_id')} ${cut(followed)}
            and ${followedVideoListedSql('v', 'q.caller', 'rules')}
          order by v.rank_score desc, v.id desc
          limit ${limit}
        ), decided as (
          select ${cappedInWindow} and ((select count(*) from hits) >= ${limit}
            or (select count(*) from prefix) < ${FOLLOWED_PREFIX}) as yes
        )
        select * from hits where (select yes from decided)
        union all
        select * from (
          ${followedSourcesSql({
            caller: 'q.caller',
            stored: 'stored',
            where: `p.created_at > ${windowStart} and p.created_at <= q.as_of`,
            author,
            belowFloor: `fl.created_at > ${windowStart}`,
          })}
        ) u where not (select yes from decided)
      ) v
      where v.rank_score is not null ${cut(followed)}
        and ${followedVideoListedSql('v', 'q.caller', 'rules')}
      order by ${followed} desc, v.id desc
      limit ${limit})
    order by score desc, id desc
    limit ${limit}
  ) r
) b
order by q.i`;
}

/**
 * How many of the best-scored videos of the window (after the key) "For you" reads first for a
 * reader whose stored timeline ends inside the window (one who follows many active authors):
 * when they hold a page of the reader's followed authors' videos, those are the page's
 * followed walk, exactly (every other followed video scores lower); otherwise the walk takes
 * the timeline's sources as for everyone (ADR 0106). A probe of the reader's follows each, in
 * score order, up to the page's last followed video: the walk reads the index itself (a
 * subquery whose order the page's limit keeps) and stops there, and the prefix is counted only
 * when it found less than a page (ADR 0137; from a CTE, every read sorted the whole prefix
 * after probing each). So a long prefix costs only the readers whose followed videos are rare
 * at the top of the window: 2,000 probes (about 2 µs each) against the union's walk of every
 * followed author's window (49 ms over HTTP, 111 ms in `EXPLAIN ANALYZE`, for a reader following
 * 5,000 whose 400 best were by others; ADR 0106 read 400).
 */
const FOLLOWED_PREFIX = 2_000;

/**
 * `v` was posted at or before `asOf`, written as a difference: `v.created_at <= q.as_of`
 * against a caller's own `asOf` from the batch is a clause the planner can match to the feed
 * index, and on a small table it then combined that index with the score index and sorted
 * the whole window for every caller (45 ms instead of 2 ms at 10k videos). The difference
 * cannot use an index, so the walk stays an index walk in score order (ADR 0059, 0063).
 * And it is written as "later is not true": the planner prices a comparison with a value it
 * cannot know at a third of the rows, the negation at two thirds (almost every video of the
 * window passes). Priced at a third, it made the page after a key on a small table (10k
 * videos) take every video of the window below the key and sort them, instead of walking the
 * score index to the page's end: 6 ms instead of 0.8 ms per reader (ADR 0071).
 */
function notAfterSql(asOf: string): string {
  return `(v.created_at - ${asOf} > interval '0') is not true`;
}

/**
 * Batches of one per-viewer page statement that may run at once. Each caller of a batch
 * costs its own walks with the visibility rules (milliseconds, unlike the Home pages' key
 * lookups), so one batch at a time left all but one database backend idle (ADR 0063).
 */
const RANKED_IN_FLIGHT = 2;

/** Runs one batched page statement (a named statement per text) for its callers' inputs. */
async function batchedPages(
  db: Kysely<Database>,
  key: string,
  text: () => string,
  parameters: unknown[],
): Promise<BatchedPageRow[]> {
  const run = statementFor(key, () => preparedSql<BatchedPageRow>(text()));
  const { rows } = await db.executeQuery(run(parameters));
  return rows;
}

/**
 * One page of the "For you" feed for the caller, after `after` when given. Concurrent pages
 * share one statement (`Batcher`, ADR 0010, 0063; one for first pages, one for pages after a
 * key); each is read by a statement sent after it arrived, so whatever was committed before it
 * is seen. A walk keeps its first page's `asOf`.
 */
export async function forYouPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after?: RankCursor,
): Promise<RankedPage> {
  const asOf = after?.asOf ?? new Date();
  const keyed = after !== undefined;
  const key = `for-you:${pageSize}:${keyed ? 'after' : 'first'}`;
  const pages = batcherFor(
    db,
    key,
    (reads: ForYouRead[]) =>
      batchedPages(db, key, () => forYouSql(pageSize, keyed), [
        reads.map((r) => r.callerId),
        reads.map((r) => r.asOf.toISOString()),
        ...(keyed ? [reads.map((r) => r.after?.score), reads.map((r) => r.after?.id)] : []),
      ]),
    RANKED_IN_FLIGHT,
  );
  const found = await pages.load({ callerId, asOf, ...(after ? { after } : {}) });
  const { n } = found;
  if (n === 0) return { itemsJson: '[]', whyJson: '{}' };
  const videos = await batchedPageVideos(db, found, pageSize, await mediaViewer(db, callerId));
  // A video deleted between the two reads: read the page again (it is gone from it now).
  if (!videos) return forYouPage(db, callerId, pageSize, after);
  // Newer than this is "New": ISO texts of one format compare as their times do.
  const newSince = new Date(asOf.getTime() - NEW_HOURS * 3_600_000).toISOString();
  const why: string[] = [];
  for (const { head, fields } of videos) {
    const [id = '', , likes = '0', , , , , score = '0', following, watchers = '0', completions] =
      fields;
    const seen = Number(watchers);
    why.push(
      factorsJson(id, {
        following: following === '1',
        likes,
        watchers,
        completionRate: seen > 0 ? Math.min(1, Number(completions) / seen) : null,
        isNew: head.key.createdAt > newSince,
        score,
      }),
    );
  }
  const last = videos[videos.length - 1];
  const lastKey =
    n > pageSize && last
      ? { score: Number(last.fields[7]), id: last.head.key.id, asOf: asOf.toISOString() }
      : undefined;
  const spread = spreadAuthors(videos.map((v) => ({ userId: v.head.key.userId, json: v.json })));
  return {
    itemsJson: `[${spread.map((v) => v.json).join(',')}]`,
    whyJson: `{${why.join(',')}}`,
    ...(lastKey ? { lastKey } : {}),
  };
}

/**
 * The "Following" statement for a batch of callers (ADR 0063, 0070): for each (caller[,
 * createdAt, id]) of the arrays `$1`…, in order, one row (`BatchedPageRow`, each video's text
 * as `pageVideoFieldsSql`): the newest listed videos of the authors the caller follows, after
 * the cursor when there is one.
 *
 * Per caller it is one range of the caller's newest rows in `following_timeline` (a row for
 * each listed video of each followed author, written by jobs, at most `TIMELINE_ROWS`), with
 * what the jobs have not written yet and, past the stored rows, the followed authors' videos
 * read directly (`followedSourcesSql`, ADR 0106); each row's author checked against the
 * caller's mutes and blocks, each video checked again (ready, not hidden, and the caller's
 * keyword filters).
 */
function followingSql(pageSize: number, after: boolean): string {
  const limit = pageSize + 1;
  const inputs = batchInputsSql('q', [
    ['caller', 'uuid'],
    ...(after
      ? ([
          ['created_at', 'timestamptz'],
          ['id', 'uuid'],
        ] as const)
      : []),
  ]);
  const author = (a: string) => followedAuthorListedSql(a, 'q.caller', 'rules');
  const shown = followedVideoListedSql('p', 'q.caller', 'rules');
  return `select b.n, b.rows
from ${inputs}
${viewerRulesSql('q.caller', 'rules')}
cross join lateral (
  select count(*)::int as n,
    string_agg(${pageVideoFieldsSql('p', 'q.caller')}, ' ' order by p.created_at desc, p.id desc) as rows
  from (
    with stored as (
      ${storedPageSql(
        'q.caller',
        after ? '(t.created_at, t.video_id) < (q.created_at, q.id)' : 'true',
        `${author('t.author_id')} and ${shown}`,
        limit,
      )}
    )
    ${followedSourcesSql({
      caller: 'q.caller',
      stored: 'stored',
      where: `${after ? '(p.created_at, p.id) < (q.created_at, q.id)' : 'true'} and ${shown}`,
      author,
      limit,
      belowFloor: `(select count(*) from stored) < ${limit}`,
    })}
    order by created_at desc, id desc
    limit ${limit}
  ) p
) b
order by q.i`;
}

/** One caller's read of a batched "Following" statement. */
interface FollowingRead {
  callerId: string;
  after?: { createdAt: Date; id: string };
}

/**
 * One page of videos by people the caller follows, newest first, keyset-paged on
 * (created_at, id) like the feed (docs/product.md#following-feed). Empty without follows.
 * Concurrent requests share one statement (ADR 0063), like the feed's deep pages. A reader
 * who follows accounts on other servers also gets their videos, merged in the same order and
 * keyset (`withRemoteVideos`, ADR 0155); for anyone else the page is the local read alone,
 * after one probe of their remote follows made beside it.
 */
export async function followingPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after?: { createdAt: Date; id: string },
): Promise<FeedPage> {
  const [local, remote] = await Promise.all([
    localFollowingPage(db, callerId, pageSize, after),
    followsRemoteAccounts(db, callerId),
  ]);
  if (remote) return withRemoteVideos(db, callerId, pageSize, after, local);
  if (local.n === 0) return { itemsJson: '[]' };
  return chronologicalPage(local.videos, local.n, pageSize);
}

/** The local videos of a "Following" page: its own (at most a page) and how many were read. */
async function localFollowingPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after?: { createdAt: Date; id: string },
): Promise<{ videos: PageVideo[]; n: number }> {
  const key = `following:${pageSize}:${after ? 'after' : 'first'}`;
  const pages = batcherFor(
    db,
    key,
    (reads: FollowingRead[]) =>
      batchedPages(db, key, () => followingSql(pageSize, after !== undefined), [
        reads.map((r) => r.callerId),
        ...(after
          ? [reads.map((r) => r.after?.createdAt.toISOString()), reads.map((r) => r.after?.id)]
          : []),
      ]),
    RANKED_IN_FLIGHT,
  );
  const found = await pages.load({ callerId, ...(after ? { after } : {}) });
  if (found.n === 0) return { videos: [], n: 0 };
  const videos = await batchedPageVideos(db, found, pageSize, await mediaViewer(db, callerId));
  // A video deleted between the two reads: read the page again (it is gone from it now).
  if (!videos) return localFollowingPage(db, callerId, pageSize, after);
  return { videos, n: found.n };
}

/**
 * A "Following" page with the videos of the remote accounts the caller follows: the local
 * page's videos and the remote page's (each at most a page after the same key, one more read
 * when more follow), merged newest first by (createdAt, id), the first `pageSize` kept. More
 * follow when the two reads together found more than a page; the key is the last video given,
 * so the next page of both reads starts right after it (one id space: ADR 0155).
 */
async function withRemoteVideos(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after: { createdAt: Date; id: string } | undefined,
  local: { videos: PageVideo[]; n: number },
): Promise<FeedPage> {
  const remote = await followedRemotePage(db, callerId, pageSize + 1, after);
  const merged = [
    ...local.videos.map((v) => ({ key: v.head.key, json: v.json })),
    ...remote.map((v) => ({ key: remoteKeyOf(v), json: JSON.stringify(v) })),
  ].sort(
    (a, b) =>
      Date.parse(b.key.createdAt) - Date.parse(a.key.createdAt) ||
      (a.key.id < b.key.id ? 1 : a.key.id > b.key.id ? -1 : 0),
  );
  const page = merged.slice(0, pageSize);
  const itemsJson = `[${page.map((v) => v.json).join(',')}]`;
  const last = page[pageSize - 1];
  return local.n + remote.length > pageSize && last
    ? { itemsJson, lastKey: last.key }
    : { itemsJson };
}

/**
 * Records how much of a video the caller watched (the best of their reports counts) and
 * moves the video's `watchers` and `completions` counters in the same statement. The same
 * statement counts the report as one view on today's (UTC) row of `video_view_days`, with
 * the share it reached (the owner's insights, ADR 0102), and adds one to the video's `views`,
 * the count grid tiles and the viewer show (ADR 0109). Answers false when the caller may
 * not read the video (or it is gone).
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
    ), viewed AS (
      INSERT INTO video_view_days AS d (video_id, day, views, percent_sum, completions)
      SELECT ${videoId}::uuid, (now() AT TIME ZONE 'UTC')::date, 1, ${percent},
             CASE WHEN ${percent}::int >= ${COMPLETED_PERCENT}::int THEN 1 ELSE 0 END
      FROM up
      ON CONFLICT (video_id, day) DO UPDATE SET
        views = d.views + 1,
        percent_sum = d.percent_sum + excluded.percent_sum,
        completions = d.completions + excluded.completions
    )
    UPDATE videos SET
      views = views + 1,
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
