import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errorCodes';
import { notFound } from '../http/errors';
import { MEDIA_CACHE_CONTROL, type MediaAudience } from './caching';
import { S3MediaStorage } from './s3Storage';
import { type ByteRange, isMediaName, type MediaStorage, type StoredMedia } from './storage';

export const RANGE_OUTSIDE_FILE = 'The requested range is outside the file.';
/** Every media request for a file the caller may not read, or that is not there. */
export const MEDIA_NOT_FOUND = 'Media not found.';

/**
 * Reads a `Range` header against a file size. Answers the one range to send, `'unsatisfiable'`
 * (416), or null to send the whole file: no header, a syntax we ignore (RFC 9110 says a
 * server may), or several ranges (answered with the whole file, as @fastify/static does).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}

function etagMatches(value: string | string[] | undefined, etag: string): boolean {
  const header = Array.isArray(value) ? value.join(',') : value;
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Whether `If-Range` (an ETag or a date) still matches, so the range may be honoured. */
function ifRangeHolds(header: string | undefined, meta: StoredMedia): boolean {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === meta.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(meta.lastModified.getTime() / 1000) <= date / 1000;
}

/**
 * The body of a HEAD answer. Fastify's HEAD handling sets `Content-Length: 0` for an
 * absent body but keeps the length already set for a stream, and a HEAD answer must report
 * the length the GET would send.
 */
function emptyBody(): Readable {
  return Readable.from([]);
}

/**
 * Answers a media request the caller may make (`audience`, decided by the upload host): with
 * S3 storage a 302 to a short-lived address of the object; from local disk with range support
 * (200/206/304/416), the file's content type, ETag, the audience's caching and `nosniff`, so
 * a browser starts playing at once and can seek. Unknown names answer 404.
 */
export async function sendMedia(
  storage: MediaStorage,
  name: string,
  audience: MediaAudience,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!isMediaName(name)) throw notFound(MEDIA_NOT_FOUND);
  if (storage instanceof S3MediaStorage) {
    // With a bucket the bytes (and every range request) go from the object store, never
    // through this process (docs/adr/0040-media-served-by-the-object-store.md).
    const { url, maxAgeSeconds } = await storage.readUrl(name, audience);
    return reply
      .code(302)
      .header('location', url)
      .header(
        'cache-control',
        audience === 'public' ? `public, max-age=${maxAgeSeconds}` : 'private, no-store',
      )
      .header('cross-origin-resource-policy', 'cross-origin')
      .send();
  }
  const meta = await storage.stat(name);
  if (!meta) throw notFound(MEDIA_NOT_FOUND);

  reply.headers({
    'accept-ranges': 'bytes',
    etag: meta.etag,
    'last-modified': meta.lastModified.toUTCString(),
    'cache-control': MEDIA_CACHE_CONTROL[audience],
    'x-content-type-options': 'nosniff',
    // Who may read the file was decided before (public, or a signed address): let a web app
    // on another origin (VITE_UPLOAD_HOST) embed it despite helmet's same-origin default.
    'cross-origin-resource-policy': 'cross-origin',
  });

  if (etagMatches(request.headers['if-none-match'], meta.etag)) {
    return reply.code(304).send();
  }

  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  const range = ifRangeHolds(Array.isArray(ifRange) ? ifRange[0] : ifRange, meta)
    ? parseRange(rangeHeader, meta.size)
    : null;

  if (range === 'unsatisfiable') {
    // Every error answer is `{ code, message }`, this one too.
    return reply
      .code(416)
      .header('content-range', `bytes */${meta.size}`)
      .send(errorBody(416, RANGE_OUTSIDE_FILE));
  }

  reply.header('content-type', meta.contentType);
  const head = request.method === 'HEAD';
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${meta.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(head ? emptyBody() : await storage.read(name, range));
  }
  reply.code(200).header('content-length', meta.size);
  return reply.send(head ? emptyBody() : await storage.read(name));
}
