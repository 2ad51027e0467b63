import type { PagingKey } from '@flick/api-types';

/** Page size for videos and explore search (docs/product.md#constants). */
export const PAGE_SIZE = 19;

/**
 * The query of the next feed page: the `LastEvaluatedKey` the server gave with the previous
 * page (its id, userId and createdAt, docs/product.md#feed), or none for the first page. The
 * key is the server's, never rebuilt from the last video shown (ADR 0113).
 */
export function nextPageQuery(key: PagingKey | null): {
  pageSize: number;
  id?: string;
  userId?: string;
  createdAt?: string;
} {
  if (!key) return { pageSize: PAGE_SIZE };
  return { pageSize: PAGE_SIZE, id: key.id, userId: key.userId, createdAt: key.createdAt };
}

/**
 * A list's videos with the models of a new page after them, each video once (a video read
 * again keeps its place; its model is the same one either way).
 */
export function appendNew<T extends { id: string }>(list: readonly T[], page: readonly T[]): T[] {
  const known = new Set(list.map((item) => item.id));
  return [...list, ...page.filter((item) => !known.has(item.id) && known.add(item.id))];
}
