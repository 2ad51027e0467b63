import type { PagingKey, Video } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import { Batcher, batcherFor, batchInputsSql } from '../../../platform/db/batch';
import type { Database } from '../../../platform/db/database';
import { compileOnce, preparedSql, statementFor } from '../../../platform/db/prepared';
import { type MediaViewer, mediaViewer } from '../../../platform/media/signedAddress';
import {
  isPublicRow,
  selectVideos,
  signVideoFiles,
  toVideo,
  type VideoRow,
  videoColumns,
} from '../../../rules/videos/videoRows';
import {
  hasPersonalRules,
  hasPersonalRulesSql,
  listedToAnyoneSql,
  listedVideo,
  listedVideoSql,
  viewerRulesSql,
} from '../../../rules/visibility/visibility';
import {
  type CachedHead,
  type FeedLeadEntry,
  type FeedSnapshot,
  feedCache,
  type HeadCache,
  headCache,
  videoHead,
  videoJson,
} from './feed.cache';

/** Where the previous page ended: its last video's creation time and id. */
export interface FeedCursor {
  createdAt: Date;
  id: string;
}

/** What varies between two reads of the first-page statement. */
interface FeedInputs {
  callerId: string;
}

const SENTINELS = { callerId: '\u0000callerId' };

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
  personal: boolean,
) {
  const page = db
    .selectFrom('videos')
    .selectAll()
    // The shared page lists what anyone may see; a caller with rules of their own gets a
    // page of their own (ADR 0043).
    .where(
      personal
        ? listedVideo(inputs.callerId, 'videos')
        : sql<boolean>`${sql.raw(listedToAnyoneSql('videos'))}`,
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(pageSize + 1))
    .as('v');
  return (
    db
      .selectFrom(page)
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .select(videoColumns(inputs.callerId))
      // Whether this caller has rules of their own (one lookup per statement, not per row).
      .select(hasPersonalRules(inputs.callerId).as('personal'))
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .$castTo<VideoRow & { personal: boolean }>()
  );
}

/**
 * Reads the first `pageSize` videos (plus one, to know whether more follow) newest first:
 * the shared page (what anyone may see), or with `personal` the caller's own. Also answers
 * whether the caller has rules of their own (known only when the page has a video).
 */
async function readFirstPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  personal = false,
): Promise<{ videos: Video[]; personal: boolean }> {
  const run = statementFor(`feed:${pageSize}:first:${personal ? 'own' : 'shared'}`, () =>
    compileOnce(
      (i: Pick<FeedInputs, 'callerId'>) =>
        buildFeedPage(db, { ...SENTINELS, ...i }, pageSize, personal),
      pick(SENTINELS, 'callerId'),
    ),
  );
  const { rows } = await db.executeQuery(run({ callerId }));
  // The shared page holds public videos only, so nothing in it is signed for this caller.
  const viewer = await mediaViewer(db, callerId);
  return {
    videos: rows.map((row) => feedVideo(toVideo(row, viewer))),
    personal: rows[0]?.personal === true,
  };
}

/**
 * A video as feed pages answer it: without `views` (ADR 0109). The feed does not show it, and
 * a cached head would hold a count that goes stale while likes and comments stay fresh.
 */
function feedVideo(video: Video): Video {
  const { views: _views, ...rest } = video;
  return rest;
}

/**
 * The views of a batch of pages' videos by id: one statement for every page asked at once
 * (primary-key lookups, at most `MAX_BATCH` pages in one).
 */
function viewsOfPages(db: Kysely<Database>) {
  return batcherFor(db, 'feed:views', async (pages: string[][]) => {
    const run = statementFor('feed:views', () =>
      preparedSql<{ id: string; views: number }>(
        'select id, views from videos where id = any($1::uuid[])',
      ),
    );
    const { rows } = await db.executeQuery(run([pages.flat()]));
    const views = new Map(rows.map((row) => [row.id, row.views]));
    return pages.map(() => views);
  });
}

/**
 * A feed page whose videos carry their `views`: Explore's browsing grid (`withViews=1`,
 * ADR 0123). The page is the feed's own, read or reused as for anyone; the counts are read
 * now, in one more statement, so neither the shared first page nor the cached heads hold
 * them, and the Home, "Following" and "For you" pages cost what they did. A video deleted
 * between the two reads keeps its place without a count (the client keeps the one it has).
 */
export async function withViews(db: Kysely<Database>, page: FeedPage): Promise<FeedPage> {
  const videos = 'items' in page ? page.items : (JSON.parse(page.itemsJson) as Video[]);
  if (videos.length === 0) return page;
  const views = await viewsOfPages(db).load(videos.map((video) => video.id));
  const items = videos.map((video) => {
    const count = views.get(video.id);
    return count === undefined ? video : { ...video, views: count };
  });
  return page.lastKey ? { items, lastKey: page.lastKey } : { items };
}

/** The caller's own first page (mutes, keyword filters): never cached, never shared. */
async function personalFirstPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
): Promise<FeedPage> {
  const { videos } = await readFirstPage(db, callerId, pageSize, true);
  const items = videos.slice(0, pageSize);
  const last = items[items.length - 1];
  return videos.length > pageSize && last ? { items, lastKey: keyOf(last) } : { items };
}

function pick<T extends object, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A feed page: its videos, or (`itemsJson`) the JSON array of its videos already written,
 * and the key of its last video when more follow.
 */
export type FeedPage = { lastKey?: PagingKey } & ({ items: Video[] } | { itemsJson: string });

const keyOf = (video: Video): PagingKey => ({
  id: video.id,
  userId: video.userId,
  createdAt: video.createdAt,
});

/**
 * Pages after a cursor for a batch of requests (ADR 0010). The callers and cursors arrive as
 * three arrays; for each (caller, cursor), in order, one row: how many videos the page read
 * (one more than the page size when more follow) and, as one text, each video's id, its head
 * version, its counters and the caller's like (`id,version,likes,downloads,shares,comments,liked`
 * joined by spaces, feed order). The rest of each video comes from the head cache
 * (`HeadCache`), read by `readHeads` when it is missing there or was read at another version.
 * Same plan as the first page: the page is cut from the feed index; its owners are not read
 * (the head version covers their names and picture, ADR 0076).
 */
function pagesAfterSql(pageSize: number): string {
  return `select b.n, b.rows
from ${batchInputsSql('q', [
    ['caller', 'uuid'],
    ['created_at', 'timestamptz'],
    ['id', 'uuid'],
  ])}
${viewerRulesSql('q.caller', 'rules')}
cross join lateral (
  select count(*)::int as n,
    string_agg(${pageVideoFieldsSql('p', 'q.caller')}, ' ' order by p.created_at desc, p.id desc) as rows
  from (
    select id, created_at, head_version, likes, downloads, shares, comments from videos
    where ${listedVideoSql('videos', 'q.caller', 'rules')} and (created_at, id) < (q.created_at, q.id)
    order by created_at desc, id desc
    limit ${pageSize + 1}
  ) p
) b
order by q.i`;
}

interface PageAfterRead {
  callerId: string;
  after: FeedCursor;
}

/**
 * A batched page's row for one read (ADR 0010, 0063): how many videos the page read (one more
 * than the page size when more follow) and, as one text, each video's fields in page order
 * (see `pageVideos`), space-separated.
 */
export interface BatchedPageRow {
  n: number;
  rows: string | null;
}

/**
 * The heads of some videos with their head versions (`HeadCache` misses): the usual video read
 * (`selectVideos`; its counters and like are not part of a head) plus `head_version`.
 */
function buildHeads(db: Kysely<Database>, inputs: { ids: string[] }) {
  return selectVideos(db, NIL_UUID)
    .select(sql<string>`v.head_version::text`.as('head_version'))
    .where(sql<boolean>`v.id = any(${inputs.ids}::uuid[])`);
}

/** Reads the heads of videos missing from the cache, and keeps them there. */
async function readHeads(
  db: Kysely<Database>,
  cache: HeadCache,
  videoIds: string[],
): Promise<Map<string, CachedHead>> {
  const run = statementFor('feed:heads', () =>
    compileOnce((i: { ids: string[] }) => buildHeads(db, i), { ids: ['\u0000ids'] }),
  );
  const { rows } = await db.executeQuery(run({ ids: videoIds }));
  const heads = new Map<string, CachedHead>();
  for (const row of rows) {
    const video = feedVideo(toVideo(row));
    const entry: CachedHead = {
      version: row.head_version,
      head: videoHead(video),
      key: keyOf(video),
      ...(isPublicRow(row) ? {} : { guarded: video }),
    };
    cache.set(row.id, entry);
    heads.set(row.id, entry);
  }
  return heads;
}

/**
 * A video of a batched page: its head (cached or read), the JSON of the whole video, and the
 * fields of its row text.
 */
export interface PageVideo {
  head: CachedHead;
  json: string;
  fields: string[];
}

/**
 * The videos of a batched page (ADR 0010): each row text starts with the video's id, its head
 * version (ADR 0076), its counters and the caller's like
 * (`id,version,likes,downloads,shares,comments,liked`, comma-separated; a statement may add
 * fields after these). The heads come from the head cache, read once for those missing there
 * or read at another version; counters and `liked` always come from the row. Answers
 * undefined when a video was deleted between the page's statement and the head read: the
 * caller reads its page again (the video is gone from it then).
 */
export async function pageVideos(
  db: Kysely<Database>,
  texts: string[],
  viewer: MediaViewer,
): Promise<PageVideo[] | undefined> {
  const cache = headCache(db);
  const fields = texts.map((text) => text.split(','));
  const heads: Array<CachedHead | undefined> = fields.map(([id = '', version = '']) =>
    cache.get(id, version),
  );
  const missing = fields.filter((_, i) => heads[i] === undefined).map(([id = '']) => id);
  if (missing.length > 0) {
    const read = await readHeads(db, cache, missing);
    for (const [i, [id = '']] of fields.entries()) heads[i] ??= read.get(id);
  }
  if (heads.includes(undefined)) return undefined;
  return fields.map((row, i) => {
    const [, , likes, downloads, shares, comments, liked] = row;
    const head = heads[i] as CachedHead;
    // A private account's video: its files through addresses signed for this reader.
    const text = head.guarded ? videoHead(signVideoFiles(head.guarded, viewer)) : head.head;
    const json = videoJson(text, {
      likes: Number(likes),
      downloads: Number(downloads),
      shares: Number(shares),
      comments: Number(comments),
      liked: liked === '1',
    });
    return { head, json, fields: row };
  });
}

/** The videos of a batched page's row, the page's own (not the one read past its end). */
export function batchedPageVideos(
  db: Kysely<Database>,
  { n, rows }: BatchedPageRow,
  pageSize: number,
  viewer: MediaViewer,
): Promise<PageVideo[] | undefined> {
  return pageVideos(db, (rows ?? '').split(' ').slice(0, Math.min(n, pageSize)), viewer);
}

/** A newest-first page of batched videos, keyed by its last video when more follow. */
export function chronologicalPage(videos: PageVideo[], n: number, pageSize: number): FeedPage {
  const itemsJson = `[${videos.map((v) => v.json).join(',')}]`;
  const last = videos[pageSize - 1];
  return n > pageSize && last ? { itemsJson, lastKey: last.head.key } : { itemsJson };
}

/**
 * The SQL text of a batched row's first seven fields for a video `p` (with `head_version`,
 * `likes`, `downloads`, `shares`, `comments`) and the caller `caller` (see `pageVideos`).
 */
export function pageVideoFieldsSql(p: string, caller: string): string {
  return `${p}.id || ',' || ${p}.head_version || ',' || ${p}.likes || ',' || ${p}.downloads || ',' || ${p}.shares
      || ',' || ${p}.comments || ',' || case when exists (
        select 1 from video_likes l where l.video_id = ${p}.id and l.user_id = ${caller}
      ) then '1' else '0' end`;
}

async function readPageAfter(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after: FeedCursor,
): Promise<FeedPage> {
  const pages = batcherFor(db, `feed:${pageSize}:after`, async (reads: PageAfterRead[]) => {
    const run = statementFor(`feed:${pageSize}:after`, () =>
      preparedSql<BatchedPageRow>(pagesAfterSql(pageSize)),
    );
    const { rows } = await db.executeQuery(
      run([
        reads.map((r) => r.callerId),
        reads.map((r) => r.after.createdAt.toISOString()),
        reads.map((r) => r.after.id),
      ]),
    );
    return rows;
  });
  const found = await pages.load({ callerId, after });
  if (found.n === 0) return { itemsJson: '[]' };
  const videos = await batchedPageVideos(db, found, pageSize, await mediaViewer(db, callerId));
  // A video deleted between the two reads: read the page again (it is gone from it now).
  if (!videos) return readPageAfter(db, callerId, pageSize, after);
  return chronologicalPage(videos, found.n, pageSize);
}

/** A cached video's counters now, who of a batch's callers like it, and the range's size. */
interface FreshRow {
  id: string;
  likes: number;
  downloads: number;
  shares: number;
  comments: number;
  /** One character per caller of the batch, in order: '1' when that caller likes it. */
  liked: string;
  /** One character per caller of the batch, in order: '1' when that caller has own rules. */
  personal: string;
  in_range: number;
}

/**
 * One indexed read for a cached first page and a batch of callers (ADR 0009, 0010): the
 * counters of its videos (primary-key lookups), each caller's like of each, and the number
 * of videos from the newest down to the last cached one, which differs from the cached
 * count as soon as one was added or deleted there.
 *
 * $1 the callers, $2 the page's video ids, $3/$4 the created_at and id of its last video.
 */
function feedFreshSql(cachedCount: number): string {
  return `select v.id, v.likes, v.downloads, v.shares, v.comments,
  (select string_agg(case when exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = q.caller) then '1' else '0' end, '' order by q.i)
     from ${batchInputsSql('q', [['caller', 'uuid']])}) as liked,
  (select string_agg(case when ${hasPersonalRulesSql('q.caller')} then '1' else '0' end, '' order by q.i)
     from ${batchInputsSql('q', [['caller', 'uuid']])}) as personal,
  (select count(*)::int from (
     select 1 from videos w where ${listedToAnyoneSql('w')} and (w.created_at, w.id) >= ($3::timestamptz, $4::uuid)
     order by w.created_at desc, w.id desc limit ${cachedCount + 1}) r) as in_range
from videos v
where v.id = any($2::uuid[])`;
}
// The order by in in_range keeps every plan on the feed index: without it a generic plan
// may read the table from its oldest rows up to the newest looking for 21 matches.

/** For each caller of a batch: the fresh rows and the caller's place in `liked`. */
interface FreshRead {
  /** The fresh row of each page video in page order, or undefined when the range changed. */
  page: Array<FreshRow | undefined> | undefined;
  at: number;
  /** The caller has rules of their own: the shared page is not theirs. */
  personal: boolean;
}

/** The batcher of fresh reads for one snapshot (its ids and range are the batch's constants). */
const freshBatchers = new WeakMap<FeedSnapshot, Batcher<string, FreshRead>>();

function freshBatcher(db: Kysely<Database>, pageSize: number, snapshot: FeedSnapshot) {
  let found = freshBatchers.get(snapshot);
  if (!found) {
    const { videos } = snapshot;
    const last = videos[videos.length - 1] as Video;
    const ids = videos.slice(0, pageSize).map((v) => v.id);
    // A short page holds every video there is: then any insert or delete counts, however old.
    const end = snapshot.hasMore ? last : { createdAt: '-infinity', id: NIL_UUID };
    found = new Batcher(async (callers: string[]) => {
      const run = statementFor(`feed-fresh:${videos.length}`, () =>
        preparedSql<FreshRow>(feedFreshSql(videos.length)),
      );
      const { rows } = await db.executeQuery(run([callers, ids, end.createdAt, end.id]));
      // Matched to the page once per batch, not once per caller.
      const byId = new Map(rows.map((row) => [row.id, row]));
      const page = rows[0]?.in_range === videos.length ? ids.map((id) => byId.get(id)) : undefined;
      const personal = rows[0]?.personal ?? '';
      return callers.map((_, at) => ({ page, at, personal: personal.charCodeAt(at) === 49 }));
    });
    freshBatchers.set(snapshot, found);
  }
  return found;
}

/** A cached first page with fresh counters and likes, or undefined when its range changed. */
async function reuseFirstPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  snapshot: FeedSnapshot,
): Promise<string | 'personal' | undefined> {
  const { videos } = snapshot;
  if (videos.length === 0) return undefined;
  const { page, at, personal } = await freshBatcher(db, pageSize, snapshot).load(callerId);
  if (personal) return 'personal';
  if (!page) return undefined;
  const json: string[] = [];
  for (const [i, row] of page.entries()) {
    const head = snapshot.heads[i];
    if (!row || head === undefined) return undefined;
    json.push(
      videoJson(head, {
        likes: row.likes,
        downloads: row.downloads,
        shares: row.shares,
        comments: row.comments,
        liked: row.liked.charCodeAt(at) === 49, // '1'
      }),
    );
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
    if (itemsJson === 'personal') return personalFirstPage(db, callerId, pageSize);
    if (itemsJson !== undefined) return { itemsJson, ...snapshot.lastKey };
  }
  const generation = cache.generation();
  const readAt = performance.now();
  const { videos, personal } = await readFirstPage(db, callerId, pageSize);
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
  if (personal) return personalFirstPage(db, callerId, pageSize);
  return { items, ...lastKey };
}

/** The feed's page size when the reader sends none (docs/product.md#feed: 19). */
export const FEED_PAGE_SIZE = 19;

/**
 * The feed's first video as anyone sees it: what the /reels page names for its boot script
 * to start before the feed page arrives (docs/product.md#feed). From the last first page
 * read when there is one (`FeedCache.lead`), so the page is never held back by a read; else
 * read now (and kept for the feed request that follows). A `stale` lead is read again once
 * the page is sent (`refreshFeedLead`). The feed page's own answer stays the authority: the
 * boot script swaps the video if it differs.
 */
export async function feedLead(db: Kysely<Database>): Promise<FeedLeadEntry> {
  const known = feedCache(db).lead();
  if (known) return known;
  return { video: await readLead(db), stale: false };
}

/** The feed's first video read now (one read at a time per database handle). */
const leadReads = new WeakMap<Kysely<Database>, Promise<Video | undefined>>();

function readLead(db: Kysely<Database>): Promise<Video | undefined> {
  let reading = leadReads.get(db);
  if (!reading) {
    reading = feedPage(db, NIL_UUID, FEED_PAGE_SIZE)
      .then((page) => ('items' in page ? page.items[0] : feedCache(db).lead()?.video))
      .finally(() => leadReads.delete(db));
    leadReads.set(db, reading);
  }
  return reading;
}

/** Reads the feed's first video again (after a page named a stale one). */
export async function refreshFeedLead(db: Kysely<Database>): Promise<void> {
  await readLead(db);
}
