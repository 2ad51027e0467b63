import type { Video } from '@flick/api-types';

/**
 * What happened to a video that every store holding a copy of it must hear
 * (docs/product.md#deleting-videos-and-comments, docs/product.md#editing-a-video): the feeds,
 * the profile, explore, hashtag pages and the viewer each build their own `VideoModel`, so
 * none reaches into another; each subscribes here instead.
 */
export type VideoEvent =
  /** The owner deleted the video: it leaves every list and viewer. */
  | { type: 'videoDeleted'; videoId: string }
  /**
   * The owner edited the video (caption, switches) or posted it now: every copy shows `video`,
   * as the server answered the edit.
   */
  | { type: 'videoEdited'; videoId: string; video: Video }
  /** A comment on the video was deleted: its comment count drops by one everywhere. */
  | { type: 'commentDeleted'; videoId: string; commentId: string };

/** A list of plain videos (a grid's) with `video` in place of its earlier copy. */
export const withEdited = (list: Video[], video: Video): Video[] =>
  list.map((item) => (item.id === video.id ? video : item));

/** The one channel of video events, built by the RootStore and handed to every store. */
export class VideoEvents {
  readonly #listeners = new Set<(event: VideoEvent) => void>();

  /** Calls `listener` with every later event. Stores live as long as the RootStore, so no unsubscribe. */
  subscribe(listener: (event: VideoEvent) => void): void {
    this.#listeners.add(listener);
  }

  emit(event: VideoEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}
