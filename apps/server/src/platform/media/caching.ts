// How long a browser or a cache in front (a CDN) may keep a media file, by who it is sent to
// (docs/security.md#media-files, ADR 0090): the local route's answers, its refusals, and what
// a presigned GET asks the bucket to answer.

/**
 * Who a file is sent to (ADR 0090): `public`, a file of a video anyone may watch (or a profile
 * picture), which browsers and caches may keep briefly; `viewer`, a file read through an
 * address signed for one viewer who may see its video now, which no shared cache keeps.
 */
export type MediaAudience = 'public' | 'viewer';

/**
 * How long a public file may be kept by a browser or a CDN before it asks again (an ETag makes
 * that a 304). Short, so a file whose video stops being public (hidden, made private, deleted)
 * is gone from caches within a minute; never `immutable`.
 */
export const PUBLIC_MEDIA_MAX_AGE_S = 45;

/** Cache-Control of a file, by who it is sent to. */
export const MEDIA_CACHE_CONTROL: Readonly<Record<MediaAudience, string>> = {
  public: `public, max-age=${PUBLIC_MEDIA_MAX_AGE_S}`,
  // The browser keeps its copy (Range requests and replays reuse it) but asks each time.
  viewer: 'private, no-cache',
};

/** Cache-Control of a refused media request: kept by nobody. */
export const MEDIA_REFUSAL_CACHE_CONTROL = 'no-store';

/**
 * Cache-Control the bucket answers a presigned GET with (S3's `response-cache-control`, part of
 * the signature; objects carry none of their own). Kept, but asked again before each use (an
 * ETag makes that a 304). One address is read as a plain image (a grid's thumbnail, no CORS)
 * and as the poster of a CORS-mode video: a copy reused from the first has no CORS headers and
 * fails the second, which is what a browser did with the bucket's bare answers (RFC 9111
 * heuristic freshness). A revalidation sends the request's own `Origin`, and the bucket's 304
 * carries the CORS headers. A signed viewer's answer is `private` besides.
 */
export const BUCKET_CACHE_CONTROL: Readonly<Record<MediaAudience, string>> = {
  public: 'public, no-cache',
  viewer: 'private, no-cache',
};
