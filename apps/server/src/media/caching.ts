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
 * Cache-Control the bucket answers a signed viewer's presigned GET with (S3's
 * `response-cache-control`): kept nowhere. Not `no-cache` as on disk: the same address may be
 * read as a plain image and as a CORS-mode video poster in one second, and a browser must not
 * answer the second from the first's copy, which carries no CORS headers. A public file's
 * bucket answer keeps the bucket's own headers for the same reason: one address serves
 * everyone for 20 s, in both modes, and lives 40 s.
 */
export const BUCKET_VIEWER_CACHE_CONTROL = 'private, no-store';
