import type { VideoModel } from '@flick/stores';

/**
 * The tile of a video in a grid (Explore, a hashtag's page, a profile, saved videos):
 * thumbnail, likes and, where the answer carries it (every grid's: Explore's browsing grid
 * asks its feed pages for it), the view count (docs/product.md#view-counts). Tiles read the
 * video's shared model, so a like in any viewer shows on them.
 */
export const videoTile = (model: VideoModel) => ({
  id: model.id,
  thumbUrl: model.video.thumbUrl,
  likes: model.likeCount,
  ...(model.video.views === undefined ? {} : { views: model.video.views }),
  label: model.video.caption || `Video by ${model.video.userName}`,
});

/** The tiles of a grid's videos. */
export const videoTiles = (models: readonly VideoModel[]) => models.map(videoTile);
