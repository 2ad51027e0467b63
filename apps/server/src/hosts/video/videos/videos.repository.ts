import type { Video } from '@flick/api-types';
import { type CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { compileOnce, prepared, preparedSql } from '../../../db/prepared';
import { mediaUrl } from '../../../media/index';
import { type FeedSnapshot, feedCache, videoHead, videoJson } from './feed.cache';

/** A video row joined with its owner, as every read answers it. */
export interface VideoRow {
  id: string;
  user_id: string;
  created_at: Date;
  video_file: string;
  video_url: string;
  thumb_url: string;
  thumb_url_compress: string;
  caption: string;
  hashtags: string[];
  allow_comment: boolean;
  allow_download: boolean;
  allow_duet: boolean;
  is_duet: boolean;
  status: number;
  likes: number;
  downloads: number;
  shares: number;
  comments: number;
  user_name: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  liked: boolean;
}

/** The columns of a video read: the video `v`, its owner `u` and the caller's like. */
function videoColumns(callerId: string) {
  return [
    'v.id',
    'v.user_id',
    'v.created_at',
    'v.video_file',
    'v.video_url',
    'v.thumb_url',
    'v.thumb_url_compress',
    'v.caption',
    'v.hashtags',
    'v.allow_comment',
    'v.allow_download',
    'v.allow_duet',
    'v.is_duet',
    'v.status',
    'v.likes',
    'v.downloads',
    'v.shares',
    'v.comments',
    'u.user_name',
    'u.first_name',
    'u.last_name',
    'u.profile_picture',
    sql<boolean>`exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${callerId}::uuid)`.as(
      'liked',
    ),
  ] as const;
}

/**
 * The base query of every video read: videos `v` joined with their owner `u`, with the
 * caller's like. Callers add where, order and limit.
 */
export function selectVideos(
  db: Kysely<Database>,
  callerId: string,
): SelectQueryBuilder<
  Database & { v: Database['videos']; u: Database['users'] },
  'v' | 'u',
  VideoRow
> {
  return db
    .selectFrom('videos as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(videoColumns(callerId)) as never;
}

const flag = (on: boolean) => (on ? '1' : '0') as '0' | '1';

/** A row as the contract's Video (spec section 3 names; flags as '1'/'0'). */
export function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at.toISOString(),
    iosUrl: mediaUrl(row.video_file),
    videoUrl: row.video_url,
    thumbUrl: row.thumb_url,
    thumbUrlCompress: row.thumb_url_compress,
    caption: row.caption,
    hashtags: row.hashtags,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture,
    likes: row.likes,
    downloads: row.downloads,
    shares: row.shares,
    comments: row.comments,
    liked: row.liked,
    allowComment: flag(row.allow_comment),
    allowDownload: flag(row.allow_download),
    allowDuet: flag(row.allow_duet),
    isDuet: flag(row.is_duet),
    status: row.status,
  };
}

export async function findVideo(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
): Promise<Video | undefined> {
  const row = await prepared(
    selectVideos(db, callerId).where('v.id', '=', videoId),
  ).executeTakeFirst();
  return row ? toVideo(row) : undefined;
}

/** Where the previous page ended: its last video's creation time and id. */
export interface FeedCursor {
  createdAt: Date;
  id: string;
}

/** What varies between two reads of the same feed statement. */
interface FeedInputs {
  callerId: string;
  /** The cursor's creation time (ISO) and id. */
  createdAt: string;
  id: string;
}

const SENTINELS = {
  callerId: '\u0000callerId',
  createdAt: '\u0000createdAt',
  id: '\u0000id',
  ids: ['\u0000ids'],
};

/**
 * The first page statement for one page size. The limit is a literal, not a parameter: with
 * `LIMIT $n` PostgreSQL cannot trust a generic plan (it assumes a tenth of the table) and
 * replans every execution, which cost more than running it. The page is cut from the index
 * before the owners are joined, so the join is 20 key lookups rather than a Memoize node
 * sized for the whole table. (Pages after a cursor: `pageAfterSql`.)
 */
function buildFeedPage(
  db: Kysely<Database>,
  inputs: Pick<FeedInputs, 'callerId'>,
  pageSize: number,
) {
  const page = db
    .selectFrom('videos')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(pageSize + 1))
    .as('v');
  return db
    .selectFrom(page)
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(videoColumns(inputs.callerId))
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .$castTo<VideoRow>();
}

type Statement<I, R> = (inputs: I) => CompiledQuery<R>;

/** Compiled statements by shape (page sizes are 1–100 by the contract). */
const statements = new Map<string, Statement<never, unknown>>();

function statement<I, R>(key: string, compile: () => Statement<I, R>): Statement<I, R> {
  let found = statements.get(key) as Statement<I, R> | undefined;
  if (!found) {
    found = compile();
    statements.set(key, found as Statement<never, unknown>);
  }
  return found;
}

/** Reads the first `pageSize` videos (plus one, to know whether more follow) newest first. */
async function readFirstPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
): Promise<Video[]> {
  const run = statement(`feed:${pageSize}:first`, () =>
    compileOnce(
      (i: Pick<FeedInputs, 'callerId'>) => buildFeedPage(db, { ...SENTINELS, ...i }, pageSize),
      pick(SENTINELS, 'callerId'),
    ),
  );
  const { rows } = await db.executeQuery(run({ callerId }));
  return rows.map(toVideo);
}

function pick<T extends object, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Where the next page starts, as the contract's `LastEvaluatedKey`. */
export interface FeedKey {
  id: string;
  userId: string;
  createdAt: string;
}

/**
 * A feed page: its videos, or (`itemsJson`) the JSON array of its videos already written,
 * and the key of its last video when more follow.
 */
export type FeedPage = { lastKey?: FeedKey } & ({ items: Video[] } | { itemsJson: string });

const keyOf = (video: Video): FeedKey => ({
  id: video.id,
  userId: video.userId,
  createdAt: video.createdAt,
});

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds, `Z`). */
const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page after a cursor, written as JSON by the database: one row holding the page's
 * videos as the contract's JSON array (text, so `pg` does not parse it), how many rows the
 * page read (one more than the page size when more follow) and the last video's key. The
 * request then parses no video row and serialises no video object. Same plan as the first
 * page: the page is cut from the feed index, then its owners are joined by key.
 */
function pageAfterSql(pageSize: number): string {
  const media = mediaUrl('').replaceAll("'", "''");
  const flag = (column: string) => `case when ${column} then '1' else '0' end`;
  return `select count(*)::int as n,
  coalesce(json_agg(o.item order by p.rn) filter (where p.rn <= ${pageSize}), '[]')::text as items,
  max(case when p.rn = ${pageSize} then json_build_object('id', p.id, 'userId', p.user_id, 'createdAt', ${isoText('p.created_at')})::text end) as last_key
from (
  select v.*, row_number() over (order by v.created_at desc, v.id desc) as rn
  from (
    select * from videos
    where (created_at, id) < ($2::timestamptz, $3::uuid)
    order by created_at desc, id desc
    limit ${pageSize + 1}
  ) v
) p
join users u on u.id = p.user_id
cross join lateral (
  select row_to_json(r) as item from (
    select p.id, p.user_id as "userId", ${isoText('p.created_at')} as "createdAt",
      '${media}' || p.video_file as "iosUrl", p.video_url as "videoUrl",
      p.thumb_url as "thumbUrl", p.thumb_url_compress as "thumbUrlCompress",
      p.caption, p.hashtags, u.user_name as "userName", u.first_name as "firstName",
      u.last_name as "lastName", u.profile_picture as "profilePicture",
      p.likes, p.downloads, p.shares, p.comments,
      exists (select 1 from video_likes l where l.video_id = p.id and l.user_id = $1::uuid) as liked,
      ${flag('p.allow_comment')} as "allowComment", ${flag('p.allow_download')} as "allowDownload",
      ${flag('p.allow_duet')} as "allowDuet", ${flag('p.is_duet')} as "isDuet", p.status
  ) r
) o`;
}

async function readPageAfter(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after: FeedCursor,
): Promise<FeedPage> {
  const run = statement(`feed:${pageSize}:after`, () =>
    preparedSql<{ n: number; items: string; last_key: string | null }>(pageAfterSql(pageSize)),
  );
  const { rows } = await db.executeQuery(run([callerId, after.createdAt.toISOString(), after.id]));
  const row = rows[0];
  const hasMore = (row?.n ?? 0) > pageSize;
  const itemsJson = row?.items ?? '[]';
  return hasMore && row?.last_key
    ? { itemsJson, lastKey: JSON.parse(row.last_key) as FeedKey }
    : { itemsJson };
}

/** Inputs of the check that a cached first page still holds: the caller, its videos, its end. */
interface FreshInputs {
  callerId: string;
  ids: string[];
  createdAt: string;
  id: string;
}

/** A cached video's counters and the caller's like now, and how many videos the page's range holds. */
interface FreshRow {
  id: string;
  likes: number;
  downloads: number;
  shares: number;
  comments: number;
  liked: boolean;
  in_range: number;
}

/**
 * One indexed read for a cached first page: the counters and the caller's like of its
 * videos (primary-key lookups), and the number of videos from the newest down to the last
 * cached one, which differs from the cached count as soon as one was added or deleted there.
 */
function buildFeedFresh(db: Kysely<Database>, inputs: FreshInputs, cachedCount: number) {
  return db
    .selectFrom('videos as v')
    .select([
      'v.id',
      'v.likes',
      'v.downloads',
      'v.shares',
      'v.comments',
      sql<boolean>`exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${inputs.callerId}::uuid)`.as(
        'liked',
      ),
      // The order by keeps every plan on the feed index: without it a generic plan may
      // read the table from its oldest rows up to the newest looking for 21 matches.
      sql<number>`(select count(*)::int from (select 1 from videos w where (w.created_at, w.id) >= (${inputs.createdAt}::timestamptz, ${inputs.id}::uuid) order by w.created_at desc, w.id desc limit ${sql.lit(cachedCount + 1)}) r)`.as(
        'in_range',
      ),
    ])
    .where(sql<boolean>`v.id = any(${inputs.ids}::uuid[])`)
    .$castTo<FreshRow>();
}

/** A cached first page with fresh counters and likes, or undefined when its range changed. */
async function reuseFirstPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  snapshot: FeedSnapshot,
): Promise<string | undefined> {
  const { videos } = snapshot;
  const last = videos[videos.length - 1];
  if (!last) return undefined;
  const run = statement(`feed-fresh:${videos.length}`, () =>
    compileOnce(
      (i: FreshInputs) => buildFeedFresh(db, i, videos.length),
      pick(SENTINELS, 'callerId', 'ids', 'createdAt', 'id'),
    ),
  );
  const page = videos.slice(0, pageSize);
  // A short page holds every video there is: then any insert or delete counts, however old.
  const end = snapshot.hasMore ? last : { createdAt: '-infinity', id: NIL_UUID };
  const { rows } = await db.executeQuery(
    run({ callerId, ids: page.map((v) => v.id), createdAt: end.createdAt, id: end.id }),
  );
  if (rows[0]?.in_range !== videos.length) return undefined;
  const fresh = new Map(rows.map((row) => [row.id, row]));
  const json: string[] = [];
  for (const [i, video] of page.entries()) {
    const row = fresh.get(video.id);
    const head = snapshot.heads[i];
    if (!row || head === undefined) return undefined;
    json.push(videoJson(head, row));
  }
  return `[${json.join(',')}]`;
}

/**
 * One page of the feed, newest first. Keyset paging on (created_at, id): a page starts
 * strictly after the previous page's last video, so videos added meanwhile (which are
 * newer) never shift or repeat what follows. Reads one extra row to know whether more follow.
 *
 * The first page, which every client reads on every visit, reuses the videos and owners
 * read for anyone in the last second (`FEED_CACHE_MS`) and reads only what is the caller's
 * or may have moved: counters, `liked`, and whether the page's range still holds the same
 * number of videos.
 */
export async function feedPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after?: FeedCursor,
): Promise<FeedPage> {
  if (after) return readPageAfter(db, callerId, pageSize, after);
  const cache = feedCache(db);
  const snapshot = cache.get(pageSize);
  if (snapshot) {
    const itemsJson = await reuseFirstPage(db, callerId, pageSize, snapshot);
    if (itemsJson !== undefined) return { itemsJson, ...snapshot.lastKey };
  }
  const generation = cache.generation();
  const readAt = performance.now();
  const videos = await readFirstPage(db, callerId, pageSize);
  const hasMore = videos.length > pageSize;
  const items = videos.slice(0, pageSize);
  const last = items[items.length - 1];
  const lastKey = hasMore && last ? { lastKey: keyOf(last) } : {};
  cache.set(pageSize, generation, {
    videos,
    hasMore,
    lastKey,
    readAt,
    heads: items.map(videoHead),
  });
  return { items, ...lastKey };
}

/** Most videos a profile list answers (the contract has no paging there). */
export const USER_VIDEOS_LIMIT = 300;

export async function userVideos(
  db: Kysely<Database>,
  userId: string,
  isDuet: boolean,
  callerId: string,
): Promise<Video[]> {
  const rows = await selectVideos(db, callerId)
    .where('v.user_id', '=', userId)
    .where('v.is_duet', '=', isDuet)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(USER_VIDEOS_LIMIT)
    .execute();
  return rows.map(toVideo);
}

/** The few fields rules need (owner, flags, files). */
export async function videoFacts(db: Kysely<Database>, videoId: string) {
  return db
    .selectFrom('videos')
    .select([
      'id',
      'user_id',
      'allow_comment',
      'allow_download',
      'video_file',
      'thumb_url',
      'thumb_url_compress',
    ])
    .where('id', '=', videoId)
    .executeTakeFirst();
}

/** The video's counters now, and whether the caller likes it. */
export interface VideoCounts {
  likes: number;
  downloads: number;
  shares: number;
  liked: boolean;
}

/**
 * Likes once per user. One statement: the insert (ignored when the like exists) and the
 * count moving by exactly the rows inserted, so concurrent likes stay exact on both engines.
 * Answers the counts and whether this call added the like, or undefined without the video.
 */
export async function likeVideo(
  db: Kysely<Database>,
  videoId: string,
  userId: string,
): Promise<{ counts: VideoCounts; added: boolean } | undefined> {
  const result = await sql<{ likes: number; downloads: number; shares: number; added: string }>`
    WITH added AS (
      INSERT INTO video_likes (video_id, user_id) VALUES (${videoId}::uuid, ${userId}::uuid)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    UPDATE videos SET likes = likes + (SELECT count(*) FROM added)
    WHERE id = ${videoId}::uuid
    RETURNING likes, downloads, shares, (SELECT count(*) FROM added) AS added
  `.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    counts: { likes: row.likes, downloads: row.downloads, shares: row.shares, liked: true },
    added: Number(row.added) > 0,
  };
}

/** Removes the caller's like, if any; the count moves by exactly the rows deleted. */
export async function unlikeVideo(
  db: Kysely<Database>,
  videoId: string,
  userId: string,
): Promise<VideoCounts | undefined> {
  const result = await sql<{ likes: number; downloads: number; shares: number }>`
    WITH removed AS (
      DELETE FROM video_likes WHERE video_id = ${videoId}::uuid AND user_id = ${userId}::uuid
      RETURNING 1
    )
    UPDATE videos SET likes = likes - (SELECT count(*) FROM removed)
    WHERE id = ${videoId}::uuid
    RETURNING likes, downloads, shares
  `.execute(db);
  const row = result.rows[0];
  return row ? { ...row, liked: false } : undefined;
}

/** Counts one download or share, in SQL. */
export async function countVideoEvent(
  db: Kysely<Database>,
  videoId: string,
  userId: string,
  column: 'downloads' | 'shares',
): Promise<VideoCounts | undefined> {
  const row = await db
    .updateTable('videos')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', videoId)
    .returning([
      'likes',
      'downloads',
      'shares',
      sql<boolean>`exists (select 1 from video_likes l where l.video_id = videos.id and l.user_id = ${userId}::uuid)`.as(
        'liked',
      ),
    ])
    .executeTakeFirst();
  return row;
}
