import type { StoreContext } from '../context';
import { storageKeys } from '../session/storageKeys';
import {
  clearPlaces,
  type FeedName,
  type FeedPlace,
  type PagePlace,
  placesKey,
  readPlaces,
  type StoredPlaces,
} from './places';

/** How many pages keep a scroll offset; the least recently kept goes first. */
export const KEPT_PAGES = 30;

/**
 * Where the person was on each screen (docs/product.md#place-kept): the video on screen in
 * each feed of /reels, and the scroll offset and the viewer's video of each other page by
 * its path. Kept in session
 * storage, so back and forward, a switch of tab or of page and a reload (the offline screen's
 * Retry) all come back to the same place; only the signed-in person's places are kept.
 *
 * Not observable on purpose: nothing on screen follows a place as it changes. A screen reads
 * its place once when it opens and reports each move, so a swipe's render stays a transition
 * (ADR 0066) instead of a synchronous store update.
 */
export class PlaceStore {
  /** The places read from storage, for the person they belong to. */
  #kept: StoredPlaces | null = null;

  constructor(private readonly ctx: StoreContext) {}

  /** The kept place of a feed, or null: the feed opens at its first video. */
  feed(name: FeedName): FeedPlace | null {
    return this.#places()?.feeds[name] ?? null;
  }

  /**
   * The feed `name` shows `place` now; a move names no time (its video starts at the
   * beginning), the place read when the feed opens keeps its own.
   */
  keepFeed(name: FeedName, place: FeedPlace): void {
    const places = this.#places();
    if (!places) return;
    places.feeds[name] = { videoId: place.videoId, index: place.index, time: place.time };
    this.#write(places);
  }

  /**
   * The page was left with `videoId` played to `time` seconds: a feed kept on that video, and
   * a page whose viewer was kept open on it, go on from there when they open again.
   */
  keepTime(videoId: string, time: number): void {
    const places = this.#places();
    if (!places) return;
    for (const place of Object.values(places.feeds))
      if (place.videoId === videoId) place.time = time;
    for (const place of Object.values(places.pages)) if (place.video === videoId) place.time = time;
    this.#write(places);
  }

  /** The feed `name` opens at its first video again (after an upload, Home). */
  forgetFeed(name: FeedName): void {
    const places = this.#places();
    if (!places?.feeds[name]) return;
    delete places.feeds[name];
    this.#write(places);
  }

  /** The kept place of the page at `path` (pathname and query), or null. */
  page(path: string): PagePlace | null {
    return this.#places()?.pages[path] ?? null;
  }

  /**
   * Where the viewer of the page at `path` starts `videoId`, in seconds: the time kept with it
   * when the page was left with that video open (`keepTime`), else undefined (from its start,
   * as a video moved to starts).
   */
  viewerTime(path: string, videoId: string): number | undefined {
    const place = this.page(path);
    return place?.video === videoId ? place.time : undefined;
  }

  /**
   * The page at `path` is scrolled to `offset`, or shows `video` in its viewer (null: none);
   * what is not named stays as kept, and another video drops the time kept with the last.
   * The oldest of over `KEPT_PAGES` pages goes.
   */
  keepPage(path: string, change: Pick<Partial<PagePlace>, 'offset' | 'video'>): void {
    const places = this.#places();
    if (!places) return;
    const kept = places.pages[path] ?? { offset: 0, video: null };
    const video = change.video === undefined ? kept.video : change.video;
    // Deleting first moves the path to the end: the order is the order of last use.
    delete places.pages[path];
    places.pages[path] = {
      offset: Math.max(0, Math.round(change.offset ?? kept.offset)),
      video,
      ...(video === kept.video && kept.time !== undefined ? { time: kept.time } : {}),
    };
    const paths = Object.keys(places.pages);
    for (const old of paths.slice(0, Math.max(0, paths.length - KEPT_PAGES))) {
      delete places.pages[old];
    }
    this.#write(places);
  }

  /** The session ended: every place goes, from memory and from storage. */
  clear(): void {
    this.#kept = null;
    clearPlaces(this.ctx.sessionStorage);
  }

  /** The signed-in person's places (new and empty when none are kept); null when signed out. */
  #places(): StoredPlaces | null {
    const userId = this.ctx.storage.getItem(storageKeys.userId);
    if (!userId) return null;
    if (this.#kept?.userId !== userId) {
      this.#kept = readPlaces(this.ctx.sessionStorage, userId) ?? { userId, feeds: {}, pages: {} };
    }
    return this.#kept;
  }

  /** A refused write (a full storage) leaves the place in memory, for this visit only. */
  #write(places: StoredPlaces): void {
    this.ctx.sessionStorage.setItem(placesKey, JSON.stringify(places));
  }
}
