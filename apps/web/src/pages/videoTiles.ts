import type { Video } from '@flick/api-types';

/**
 * The tiles of a discovery grid (Explore, a hashtag's page): thumbnail, likes and, where the
 * answer carries it (a hashtag's page, search results), the view count
 * (docs/product.md#view-counts). Explore's browsing grid reads feed pages, which leave it out.
 */
export const videoTiles = (videos: readonly Video[]) =>
  videos.map((video) => ({
    id: video.id,
    thumbUrl: video.thumbUrl,
    likes: video.likes,
    ...(video.views === undefined ? {} : { views: video.views }),
    label: video.caption || `Video by ${video.userName}`,
  }));
