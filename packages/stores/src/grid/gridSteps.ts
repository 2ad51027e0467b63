// Previous and next in the viewer opened from a grid (docs/product.md#video-viewer, ADR 0085).
// Kept apart from the store classes, which every page loads: only the grid pages need this,
// and the web app bundles it with them (its `stores` chunk group leaves `grid/` out).
import type { ExploreStore } from '../explore/ExploreStore';
import type { HashtagStore } from '../explore/HashtagStore';
import type { ProfileStore } from '../profile/ProfileStore';

/** Which way the viewer opened from a grid moves: to the video before or after the one shown. */
export type GridStep = 'previous' | 'next';

/**
 * What the viewer opened from a grid (profile, explore, hashtag) needs to move to the
 * neighbouring videos. Each grid's is built over its store's own "open item i" method, so a
 * move shows exactly what opening that tile would.
 */
export interface GridViewerSteps {
  /** The index of the shown video in the grid, or null when the viewer is closed. */
  readonly selectedIndex: number | null;
  /**
   * How many videos the grid has, for a grid read whole (a profile's tab); null for a paged
   * one (explore, a hashtag), whose total is not known until its last page, and would
   * otherwise change under a shown video as that page arrives.
   */
  readonly total: number | null;
  /** There is a video before the one shown. */
  readonly hasPreviousVideo: boolean;
  /** There is a video after the one shown, loaded or on the grid's next page. */
  readonly hasNextVideo: boolean;
  /** Next is reading the grid's next page before it moves. */
  readonly loadingNextVideo: boolean;
  /** Shows the neighbouring video; nothing at either end of the list (no wrap-around). */
  stepVideo(step: GridStep): Promise<void>;
}

/**
 * The index the viewer moves to from `from`: the nearest one before or after it that
 * `canOpen` accepts (a processing video on one's profile does not play), or null at that
 * end of the `count` loaded items, or when nothing is open.
 */
export function neighbourIndex(
  from: number | null,
  count: number,
  step: GridStep,
  canOpen: (index: number) => boolean = () => true,
): number | null {
  if (from === null) return null;
  const delta = step === 'next' ? 1 : -1;
  for (let index = from + delta; index >= 0 && index < count; index += delta) {
    if (canOpen(index)) return index;
  }
  return null;
}

/** A grid as `stepThroughGrid` sees it; functions, so it reads each value when it needs it. */
export interface SteppableGrid {
  /** The index open in the viewer, or null. */
  selectedIndex: () => number | null;
  /** How many items are loaded. */
  count: () => number;
  /** Whether the item at an index can be opened. Defaults to every one. */
  canOpen?: (index: number) => boolean;
  /** A paged grid: whether another page may follow, reading it (appending), and whether a read runs. */
  more?: { has: () => boolean; load: () => Promise<void>; loading: () => boolean };
  /** The grid's own "open item i"; a promise it returns is awaited. */
  open: (index: number) => unknown;
}

/**
 * Moves a grid's viewer one item. Past the last loaded item of a paged grid it reads the next
 * page first (when there is one) and then opens what follows; if the viewer closed or moved
 * while that page was read, it stays where the person put it.
 */
export async function stepThroughGrid(grid: SteppableGrid, step: GridStep): Promise<void> {
  const from = grid.selectedIndex();
  if (from === null) return;
  let to = neighbourIndex(from, grid.count(), step, grid.canOpen);
  if (to === null && step === 'next' && grid.more?.has()) {
    await grid.more.load();
    if (grid.selectedIndex() !== from) return;
    to = neighbourIndex(from, grid.count(), step, grid.canOpen);
  }
  if (to !== null) await grid.open(to);
}

/** The steps of a grid described by `grid`, read live (an observer re-renders on changes). */
export function gridViewerSteps(grid: SteppableGrid): GridViewerSteps {
  const neighbour = (step: GridStep) =>
    neighbourIndex(grid.selectedIndex(), grid.count(), step, grid.canOpen);
  const moreToRead = () => grid.selectedIndex() !== null && (grid.more?.has() ?? false);
  return {
    get selectedIndex() {
      return grid.selectedIndex();
    },
    get total() {
      return grid.more ? null : grid.count();
    },
    get hasPreviousVideo() {
      return neighbour('previous') !== null;
    },
    get hasNextVideo() {
      return neighbour('next') !== null || moreToRead();
    },
    get loadingNextVideo() {
      return neighbour('next') === null && moreToRead() && (grid.more?.loading() ?? false);
    },
    stepVideo: (step) => stepThroughGrid(grid, step),
  };
}

/**
 * The explore grid on screen: the browsing grid, paged (Next past its last loaded post reads
 * the next page, docs/product.md#explore), or a search's videos, one page.
 */
export function exploreGridSteps(explore: ExploreStore): GridViewerSteps {
  return gridViewerSteps({
    selectedIndex: () => explore.selectedIndex,
    count: () => explore.shownVideos.length,
    more: {
      has: () => !explore.showSearchResults && explore.hasMore,
      load: () => explore.fetchVideos(),
      loading: () => explore.loadingVideos,
    },
    open: (index) => explore.openPost(index),
  });
}

/** A profile's active tab, read whole; a video that is not ready is passed over. */
export function profileGridSteps(profile: ProfileStore): GridViewerSteps {
  return gridViewerSteps({
    selectedIndex: () => profile.selectedIndex,
    count: () => profile.shownVideos.length,
    canOpen: (index) => profile.canOpenVideo(index),
    open: (index) => profile.openVideo(index),
  });
}

/** A hashtag page's list, paged by page number. */
export function hashtagGridSteps(hashtag: HashtagStore): GridViewerSteps {
  return gridViewerSteps({
    selectedIndex: () => hashtag.selectedIndex,
    count: () => hashtag.videos.length,
    more: {
      has: () => hashtag.hasMore,
      load: () => hashtag.loadMore(),
      loading: () => hashtag.loading,
    },
    open: (index) => hashtag.openVideo(index),
  });
}
