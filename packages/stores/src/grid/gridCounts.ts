// A grid's tiles show what its viewer counted (docs/product.md#video-viewer, ADR 0085). Kept
// with the grid steps, out of the stores every page loads: only the grid pages need it.
import type { Video } from '@flick/api-types';
import { reaction } from 'mobx';
import type { ExploreStore } from '../explore/ExploreStore';
import type { HashtagStore } from '../explore/HashtagStore';
import type { VideoModel } from '../video/VideoModel';
import type { VideoViewerStore } from '../video/VideoViewerStore';

/**
 * Keeps a grid's videos counting what its viewer counts: while `shown` is a video of the grid,
 * whether it is liked, its likes and its comments (a like, an unlike, a comment posted, or a
 * fresher read) go into every item of `lists` with its id, so the tile says the same after
 * the viewer closes, and opening it again starts from there (liked stays liked). A
 * profile's grid needs none: it lists the very models its viewer shows. Returns the disposer.
 */
export function keepGridCounts(
  lists: () => readonly (readonly Video[])[],
  shown: () => VideoModel | null,
): () => void {
  return reaction(
    () => {
      const model = shown();
      return (
        model && {
          id: model.id,
          liked: model.liked,
          likes: model.likeCount,
          comments: model.commentCount,
        }
      );
    },
    (counts) => {
      if (!counts) return;
      for (const list of lists()) {
        for (const video of list) {
          if (video.id !== counts.id) continue;
          video.liked = counts.liked;
          video.likes = counts.likes;
          video.comments = counts.comments;
        }
      }
    },
  );
}

/** Explore's browsing grid and search videos count what its viewer (`selectedVideo`) counts. */
export function keepExploreGridCounts(explore: ExploreStore): () => void {
  return keepGridCounts(
    () => [explore.videos, explore.searchVideos],
    () => explore.selectedVideo,
  );
}

/** A hashtag page's videos count what the viewer store, reading the chosen one, counts. */
export function keepHashtagGridCounts(hashtag: HashtagStore, viewer: VideoViewerStore): () => void {
  return keepGridCounts(
    () => [hashtag.videos],
    () => {
      const id = hashtag.selectedVideoId;
      return id !== null && viewer.videoId === id ? viewer.video : null;
    },
  );
}
