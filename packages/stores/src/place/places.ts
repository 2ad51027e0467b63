import type { StoragePort } from '../ports';

/**
 * The session-storage key of the places kept (docs/product.md#place-kept): one person's at a
 * time, as `{ "userId": "…", "feeds": { "home": { "videoId": "…", "index": 3, "time": 4.2 } },
 * "pages": { "/explore": { "offset": 1200, "video": "…", "time": 7.5 } } }`. Session storage keeps them through a reload (the offline
 * screen's Retry is one) in this tab only (ADR 0098).
 */
export const placesKey = 'places';

/** The full-screen feeds of /reels, each with a place of its own. */
export type FeedName = 'home' | 'forYou' | 'following';

/**
 * Where a feed was: the video on screen, its position as a fallback when it has gone, and
 * how far that video had played when the feed was left, in seconds (none: from its start).
 */
export interface FeedPlace {
  videoId: string | null;
  index: number;
  time?: number;
}

/**
 * Where a page was: its scroll offset in pixels, the video open in its viewer, and how far
 * that video had played when the page was left, in seconds (none: from its start).
 */
export interface PagePlace {
  offset: number;
  video: string | null;
  time?: number;
}

/** What is kept: the feeds' places and each page's, by path. */
export interface StoredPlaces {
  userId: string;
  feeds: Partial<Record<FeedName, FeedPlace>>;
  pages: Record<string, PagePlace>;
}

/** The places `userId` left in this tab, or null (another person's, none, or unreadable). */
export function readPlaces(storage: StoragePort, userId: string | null): StoredPlaces | null {
  if (!userId) return null;
  try {
    const parsed = JSON.parse(storage.getItem(placesKey) ?? 'null') as Partial<StoredPlaces> | null;
    if (parsed?.userId !== userId || typeof parsed.feeds !== 'object' || !parsed.feeds) return null;
    const pages = typeof parsed.pages === 'object' && parsed.pages ? parsed.pages : {};
    return { userId, feeds: parsed.feeds, pages };
  } catch {
    // Something else wrote the key: no places; the next write replaces it.
    return null;
  }
}

/**
 * Whether the Home feed reopens past its first video: the /reels boot then starts no video
 * of its own (the first one would play for a moment before the feed moves to the kept one).
 */
export function homeResumesLater(storage: StoragePort, userId: string | null): boolean {
  return (readPlaces(storage, userId)?.feeds.home?.index ?? 0) > 0;
}

/** Logout (or a deleted account): every place goes. */
export function clearPlaces(storage: StoragePort): void {
  storage.removeItem(placesKey);
}

/**
 * The position of a feed's kept video in `videos`; when it is not there (deleted, or the list
 * was read again without it) the kept position, within the list; 0 without a place.
 */
export function placeIndex(place: FeedPlace | null, videos: readonly { id: string }[]): number {
  if (!place) return 0;
  const found = videos.findIndex((video) => video.id === place.videoId);
  return found >= 0 ? found : Math.max(0, Math.min(place.index, videos.length - 1));
}

/**
 * Whether the kept video may be on a page not read yet (after a reload only the first page
 * is read): the feed reads on before it shows anything, rather than playing another video first.
 */
export function placeNeedsMore(
  place: FeedPlace | null,
  videos: readonly { id: string }[],
  hasMore: boolean,
): boolean {
  return (
    place !== null &&
    hasMore &&
    videos.length <= place.index &&
    !videos.some((video) => video.id === place.videoId)
  );
}
