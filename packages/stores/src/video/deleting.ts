import { unwrap } from '@flick/api-types';
import { messageOf } from '../failures';
import { videoMessages } from '../messages';
import type { ServiceContext } from '../serviceContext';

/** Where a deletion is told, so every store drops it: the one map of videos (`ctx.videos`). */
export interface DeletionListener {
  deleted(videoId: string): void;
  commentDeleted(videoId: string, commentId: string): void;
}

/** What the deletions need: the services, and the map of videos to tell. */
export type DeletingContext = ServiceContext & { videos: DeletionListener };

// The calls behind a confirmed deletion (docs/product.md#deleting-videos-and-comments), loaded
// when one is confirmed: they stay out of the stores' chunk, which every signed-in first
// visit loads (apps/web/vite.config.ts, docs/architecture.md#performance).
/**
 * DELETE /videos/{videoId} for one of the caller's own videos: on the 200 `texts.done` shows
 * and every store drops the video (`videoDeleted`); otherwise the server's message, else
 * `texts.failed`, and the video stays. Resolves true when it was deleted.
 */
export async function deleteOwnVideo(
  ctx: DeletingContext,
  videoId: string,
  texts: { done: string; failed: string },
): Promise<boolean> {
  try {
    await unwrap(
      ctx.api.video.DELETE('/videos/{videoId}', { params: { path: { videoId } } }),
      texts.failed,
    );
  } catch (error) {
    ctx.notify.error(messageOf(error, texts.failed));
    return false;
  }
  ctx.videos.deleted(videoId);
  ctx.notify.success(texts.done);
  return true;
}

/**
 * DELETE /comment/{commentId}: on the 200 `Comment deleted.` shows and every store holding the
 * video drops the comment and counts one fewer (`commentDeleted`); otherwise the server's
 * message, else `Error deleting comment`. Resolves true when it was deleted.
 */
export async function deleteComment(
  ctx: DeletingContext,
  videoId: string,
  commentId: string,
): Promise<boolean> {
  try {
    await unwrap(
      ctx.api.video.DELETE('/comment/{commentId}', { params: { path: { commentId } } }),
      videoMessages.deleteCommentFailed,
    );
  } catch (error) {
    ctx.notify.error(messageOf(error, videoMessages.deleteCommentFailed));
    return false;
  }
  ctx.videos.commentDeleted(videoId, commentId);
  ctx.notify.success(videoMessages.commentDeleted);
  return true;
}
