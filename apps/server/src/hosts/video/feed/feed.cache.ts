import type { PagingKey, Video } from '@flick/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database';

/**
 * How long the anonymous part of a feed first page is reused. Only fields nobody can edit
 * through the video host (the video's files, caption, tags, flags) and its owner's names
 * and picture come from here; counts and `liked` are read fresh on every request, and an
 * insert or delete in the page's range is noticed at once (see `feedPage`). Profile changes
 * and captions changes drop the cache in the process that made them, so what can lag, by at
 * most this long, is an owner's name or picture or a video's captions changed by another
 * process (ADR 0009, 0048).
 */
export const FEED_CACHE_MS = 1_000;

/**
 * How long a process names the feed's first video on the /reels page from its last read,
 * after that read's first page has expired (docs/product.md#feed, ADR 0066). The page is
 * then sent at once and the lead read again after it; a video added, deleted, hidden or made
 * private through this process drops it at once (as it drops the page), so what can lag, by
 * at most this long, is a change made through another process. The lead is only a head
 * start: the boot script swaps it for the feed page's first video when they differ.
 */
export const FEED_LEAD_MS = 10_000;

/** The feed's first video as last read, for the /reels page. */
export interface FeedLeadEntry {
  video: Video | undefined;
  /** A page read since would be newer: read it again after answering. */
  stale: boolean;
}

/** A first page as read for someone: the page's videos plus the row after it, if any. */
export interface FeedSnapshot {
  /** The page's videos and, when `hasMore`, the next one (its key bounds the range check). */
  videos: Video[];
  hasMore: boolean;
  /** The page's `LastEvaluatedKey`, spread into the answer (empty on a last page). */
  lastKey: { lastKey?: PagingKey };
  /** When it was read (performance.now()). */
  readAt: number;
  /** Each page video as JSON without its fresh fields and closing brace (see `videoJson`). */
  heads: string[];
}

/** The fields read fresh on every request, written after a cached head by `videoJson`. */
export type FreshFields = Pick<Video, 'likes' | 'downloads' | 'shares' | 'comments' | 'liked'>;

/** A video's JSON up to its fresh fields: `{"id":…,…,"status":1` (no closing brace). */
export function videoHead(video: Video): string {
  const { likes, downloads, shares, comments, liked, ...rest } = video;
  return JSON.stringify(rest).slice(0, -1);
}

/**
 * A cached head completed with fresh fields: the same JSON text as `JSON.stringify` of the
 * merged video (apart from key order), built by appending five numbers and a boolean.
 */
export function videoJson(head: string, fresh: FreshFields): string {
  return `${head},"likes":${fresh.likes},"downloads":${fresh.downloads},"shares":${fresh.shares},"comments":${fresh.comments},"liked":${fresh.liked}}`;
}

/** First pages by page size, for one database; dropped on upload and delete. */
export class FeedCache {
  #pages = new Map<number, FeedSnapshot>();
  #generation = 0;
  #lead: { video: Video | undefined; readAt: number } | undefined;

  /** The fresh snapshot for this page size, if any. */
  get(pageSize: number, now = performance.now()): FeedSnapshot | undefined {
    const page = this.#pages.get(pageSize);
    if (page && now - page.readAt < FEED_CACHE_MS) return page;
    return undefined;
  }

  /** A token to pass to `set`: a read that started before an invalidation is not stored. */
  generation(): number {
    return this.#generation;
  }

  set(pageSize: number, generation: number, snapshot: FeedSnapshot): void {
    if (generation !== this.#generation) return;
    this.#pages.set(pageSize, snapshot);
    this.#lead = { video: snapshot.videos[0], readAt: snapshot.readAt };
  }

  /**
   * The feed's first video from the last page read (every page size starts with it): fresh
   * while that page is, stale up to `FEED_LEAD_MS`, then none.
   */
  lead(now = performance.now()): FeedLeadEntry | undefined {
    const lead = this.#lead;
    if (!lead || now - lead.readAt >= FEED_LEAD_MS) return undefined;
    return { video: lead.video, stale: now - lead.readAt >= FEED_CACHE_MS };
  }

  /** Forgets every page and the lead: a video was added or removed. */
  invalidate(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#lead = undefined;
  }
}

// One cache per database handle (tests open many in one process); not per transaction:
// callers invalidate with the outer handle after their transaction commits.
const caches = new WeakMap<Kysely<Database>, FeedCache>();

/** The first-page cache of a database handle. */
export function feedCache(db: Kysely<Database>): FeedCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new FeedCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Drops cached first pages after a video was added or deleted (call after commit). */
export function invalidateFeed(db: Kysely<Database>): void {
  caches.get(db)?.invalidate();
}

/** A video's head (see `videoHead`) as last read, with the head version it was read at. */
export interface CachedHead {
  /** The video's `head_version` when the head was read (ADR 0076). */
  version: string;
  head: string;
  /** The video's paging key, for a page that ends with it. */
  key: PagingKey;
  /**
   * A video that is not public (a private account's): its head holds plain file addresses,
   * and each page signs them for its reader from this copy (ADR 0090).
   */
  guarded?: Video;
}

/** Most heads kept per database handle (a few hundred bytes each). */
export const HEAD_CACHE_MAX = 20_000;

/**
 * Video heads by video id, the ones not used for longest dropped first (ADR 0010, 0071). Exact: a
 * head is used only when the page's own statement answers the same head version it was read at
 * (`videos.head_version`, which the database moves whenever a head field of the video or its
 * owner's names or picture change, ADR 0076), so a rename, a new picture or new captions (from
 * any process) make it read again at once. Counters and `liked` never come from here.
 */
export class HeadCache {
  /** Heads used since the last turn, and those used in the turn before (ADR 0071). */
  #recent = new Map<string, CachedHead>();
  #older = new Map<string, CachedHead>();
  readonly #half: number;

  /**
   * Keeps at most `max` heads: the ones used since `recent` last filled up (half of them),
   * and the ones used in the turn before, which move back to `recent` when used again. When
   * `recent` is full, `older` is dropped and `recent` becomes it. A hit in `recent`, the
   * common case, is one map read; a strict least-recently-used order moved every hit to the
   * end of one map (a delete and a set, a seventh of a page's JavaScript time).
   */
  constructor(max = HEAD_CACHE_MAX) {
    this.#half = Math.max(1, Math.floor(max / 2));
  }

  /** The head of a video if it was read at this head version. */
  get(videoId: string, version: string): CachedHead | undefined {
    const recent = this.#recent.get(videoId);
    if (recent) return recent.version === version ? recent : undefined;
    const older = this.#older.get(videoId);
    if (!older || older.version !== version) return undefined;
    this.#older.delete(videoId);
    this.#keep(videoId, older);
    return older;
  }

  set(videoId: string, entry: CachedHead): void {
    this.#older.delete(videoId);
    this.#keep(videoId, entry);
  }

  #keep(videoId: string, entry: CachedHead): void {
    if (!this.#recent.has(videoId) && this.#recent.size >= this.#half) {
      this.#older = this.#recent;
      this.#recent = new Map();
    }
    this.#recent.set(videoId, entry);
  }

  get size(): number {
    return this.#recent.size + this.#older.size;
  }
}

const headCaches = new WeakMap<Kysely<Database>, HeadCache>();

/** The head cache of a database handle. */
export function headCache(db: Kysely<Database>): HeadCache {
  let cache = headCaches.get(db);
  if (!cache) {
    cache = new HeadCache();
    headCaches.set(db, cache);
  }
  return cache;
}
