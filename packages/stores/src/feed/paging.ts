import type { Video } from '@flick/api-types';

/** Spec §9: page size for videos and explore search. */
export const PAGE_SIZE = 19;

/** The query of the next feed page: the last video's id, userId and createdAt (spec §3). */
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
