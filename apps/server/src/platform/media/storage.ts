import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What storage knows about one stored file. */
export interface StoredMedia {
  name: string;
  size: number;
  contentType: string;
  /** A strong validator, quoted as HTTP wants it (`"…"`). */
  etag: string;
  lastModified: Date;
}

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded media lives. Two implementations: local disk (the embedded default) and
 * S3-compatible object storage. Names are flat, server-generated (`<hex>.<ext>`) and never
 * overwritten; who may read one is decided per request (ADR 0090).
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` into storage under `name`, never holding the whole file in memory.
   * When the stream fails, nothing is left under that name.
   */
  put(name: string, body: Readable, contentType: string): Promise<StoredMedia>;
  /** Moves a finished local file into storage; the file at `filePath` is gone afterwards. */
  importFile(name: string, filePath: string, contentType: string): Promise<StoredMedia>;
  /** The file's metadata, or null when there is no such file. */
  stat(name: string): Promise<StoredMedia | null>;
  /** The whole file, or one inclusive byte range of it. */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(name: string): Promise<void>;
}

/** Content types by the extensions the server gives stored files. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Captions (docs/product.md#captions).
  vtt: 'text/vtt',
};

/** A stored name is `<letters, digits, _ or ->.<ext>`: the contract's pattern for /media/{name}. */
export const MEDIA_NAME_PATTERN = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{2,5}$/;

export function isMediaName(name: string): boolean {
  return MEDIA_NAME_PATTERN.test(name);
}

/** The content type of a stored name, from its extension. */
export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** A fresh, unguessable stored name with the given extension (never derived from the client). */
export function newMediaName(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The name without its extension: what a video record keeps as `videoUrl`. */
export function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** The public address a browser loads a stored file from (combined server's mount point). */
export function mediaUrl(name: string): string {
  return `/api/upload/media/${name}`;
}

export function assertMediaName(name: string): void {
  if (!isMediaName(name)) throw new Error(`Not a stored media name: ${JSON.stringify(name)}`);
}

/** The stored name a thumbnail address points at (`/api/upload/media/<name>`, a full URL or the bare name). */
export function mediaNameFromUrl(url: string): string | null {
  let pathname = url.trim();
  try {
    pathname = new URL(pathname, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return isMediaName(name) ? name : null;
}
