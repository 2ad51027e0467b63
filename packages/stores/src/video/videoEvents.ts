import type { Video } from '@flick/api-types';

/**
 * What happened to a video that a list holding it must hear
 * (docs/product.md#deleting-videos-and-comments, docs/product.md#editing-a-video). Counts and
 * fields need no event: every screen reads the video's one model (`VideoCache`, ADR 0113).
 */
export type VideoEvent =
  /** The owner deleted the video: it leaves every list and viewer. */
  | { type: 'videoDeleted'; videoId: string }
  /**
   * The owner edited the video (caption, switches) or posted it now: its model shows `video`
   * already; a list chosen by its content (a hashtag's page) may drop it.
   */
  | { type: 'videoEdited'; videoId: string; video: Video }
  /** A comment on the video was deleted: an open comment list drops it. */
  | { type: 'commentDeleted'; videoId: string; commentId: string };
