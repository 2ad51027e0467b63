import type { Video } from '@flick/api-types';

/** Page size for videos and explore search (docs/product.md#constants). */
export const PAGE_SIZE = 19;

/**
 * The query of the next feed page: the last video's id, userId and createdAt
 * (docs/product.md#feed).
 */
export function nextPageQuery(lastVideo: Video | undefined): {
  pageSize: number;
  id?: string;
  userId?: string;
  createdAt?: string;
} {
  if (!lastVideo) return { pageSize: PAGE_SIZE };
  return {
    pageSize: PAGE_SIZE,
    id: lastVideo.id,
    userId: lastVideo.userId,
    createdAt: lastVideo.createdAt,
  };
}
