import type { Video } from '@flick/api-types';
import { videoHost } from '../hosts';

/** What the watch page learns of its video (docs/product.md#watch-page). */
export type PublicVideoAnswer =
  | { kind: 'found'; video: Video }
  /** The server answered 404: unknown, or not a video anyone may watch. */
  | { kind: 'unavailable' }
  /** Anything else (offline, a 5xx, too many requests): worth another try. */
  | { kind: 'failed' };

/**
 * One video anyone may watch (`GET /public/videos/{id}`), asked with a plain fetch and no
 * token: the signed-out pages do without the stores' chunk (docs/architecture.md#performance).
 */
export async function fetchPublicVideo(
  videoId: string,
  signal?: AbortSignal,
): Promise<PublicVideoAnswer> {
  try {
    const response = await fetch(
      `${videoHost()}/public/videos/${encodeURIComponent(videoId)}`,
      signal ? { signal } : {},
    );
    // An id that is not one (400) names no video either.
    if (response.status === 404 || response.status === 400) return { kind: 'unavailable' };
    if (!response.ok) return { kind: 'failed' };
    const body = (await response.json()) as { data: Video };
    return { kind: 'found', video: body.data };
  } catch (error) {
    if (signal?.aborted) return { kind: 'failed' };
    console.error('Loading the public video failed', error);
    return { kind: 'failed' };
  }
}

/**
 * The few newest videos anyone may watch (`GET /public/videos`), for the landing page's phone
 * frame (docs/product.md#landing-page); none when the read fails.
 */
export async function fetchShowcaseVideos(): Promise<Video[]> {
  try {
    const response = await fetch(`${videoHost()}/public/videos`);
    if (!response.ok) return [];
    const body = (await response.json()) as { data: { Items: Video[] } };
    return body.data.Items;
  } catch (error) {
    console.error('Loading the landing videos failed', error);
    return [];
  }
}
