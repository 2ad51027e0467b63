import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BUCKET_CACHE_CONTROL, type MediaAudience, PUBLIC_MEDIA_MAX_AGE_S } from './caching';
import {
  assertMediaName,
  type ByteRange,
  contentTypeOf,
  type MediaStorage,
  type StoredMedia,
} from './storage';

/** Where the S3-compatible bucket is and how to reach it. */
export interface S3MediaOptions {
  bucket: string;
  /** e.g. `http://127.0.0.1:9000` for MinIO or s3rver; unset for AWS itself. */
  endpoint?: string;
  region?: string;
  /** Key prefix inside the bucket, e.g. `media/`. */
  prefix?: string;
  /** Explicit credentials; otherwise the standard AWS chain (env, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Multipart part size in bytes (S3's minimum is 5 MiB). */
  partSize?: number;
  /**
   * Public (or CDN) base URL the bucket's objects are readable at, e.g.
   * `https://media.example.com`; media requests are redirected to `<publicUrl>/<key>`.
   * Unset: to a presigned GET URL.
   */
  publicUrl?: string;
}

/**
 * A public file's presigned address is signed for the start of a 20-second window, so every
 * reader in the window gets the same address (browsers and caches reuse it)...
 */
const PUBLIC_SIGNING_WINDOW_MS = 20_000;
/**
 * ...and every presigned address lives 40 seconds from its signing: an address copied from a
 * redirect stops working well within a minute of its file's video leaving the copier's view
 * (ADR 0090). A browser asks the media route again for a new one.
 */
const SIGNED_URL_LIFETIME_S = 40;

/** The S3 client settings S3-compatible servers need (every client of the bucket uses them). */
export function s3ClientConfig(options: S3MediaOptions): S3ClientConfig {
  const config: S3ClientConfig = {
    region: options.region ?? 'us-east-1',
    // Most S3-compatible servers only understand path-style addressing.
    forcePathStyle: true,
    // Without these, streamed uploads are sent with aws-chunked framing and trailing
    // checksums, which S3-compatible servers (s3rver, older MinIO) store inside the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (options.credentials) config.credentials = options.credentials;
  return config;
}

/** Builds the S3 client with the settings S3-compatible servers need. */
export function createS3Client(options: S3MediaOptions): S3Client {
  return new S3Client(s3ClientConfig(options));
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket. Uploads stream through lib-storage's multipart upload
 * (a few parts in memory at most); a failed upload is aborted, so no object appears.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;
  private readonly publicUrl: string | undefined;

  constructor(options: S3MediaOptions, client?: S3Client) {
    this.client = client ?? createS3Client(options);
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.partSize = options.partSize ?? 8 * 1024 * 1024;
    this.publicUrl = options.publicUrl;
  }

  /**
   * Where a browser reads `name` straight from the bucket (docs/adr/0040-media-served-by-the-object-store.md),
   * and for how many seconds that address may be reused. A `public` file: the public base
   * URL's address when there is one, else a presigned GET signed for the current 20-second
   * window (the same address for everyone in it). A file for one `viewer`: always a presigned
   * GET of its own, never the public base (ADR 0090).
   */
  async readUrl(
    name: string,
    audience: MediaAudience = 'public',
    now = Date.now(),
  ): Promise<{ url: string; maxAgeSeconds: number }> {
    const key = this.key(name);
    if (this.publicUrl && audience === 'public') {
      const path = key.split('/').map(encodeURIComponent).join('/');
      return {
        url: `${this.publicUrl.replace(/\/+$/, '')}/${path}`,
        // As long as a public file may be kept anywhere.
        maxAgeSeconds: PUBLIC_MEDIA_MAX_AGE_S,
      };
    }
    const signedAt =
      audience === 'public'
        ? Math.floor(now / PUBLIC_SIGNING_WINDOW_MS) * PUBLIC_SIGNING_WINDOW_MS
        : now;
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseCacheControl: BUCKET_CACHE_CONTROL[audience],
      }),
      { expiresIn: SIGNED_URL_LIFETIME_S, signingDate: new Date(signedAt) },
    );
    const windowEnd = signedAt + PUBLIC_SIGNING_WINDOW_MS;
    return {
      url,
      maxAgeSeconds: audience === 'public' ? Math.max(1, Math.floor((windowEnd - now) / 1000)) : 0,
    };
  }

  private key(name: string): string {
    assertMediaName(name);
    return `${this.prefix}${name}`;
  }

  async put(name: string, body: Readable, contentType: string): Promise<StoredMedia> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.key(name), Body: body, ContentType: contentType },
      partSize: this.partSize,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // A failing source stream must fail the upload (and abort its multipart parts).
    const failed = new Promise<never>((_, reject) => {
      body.once('error', (err) => {
        upload.abort().catch(() => {});
        reject(err);
      });
    });
    failed.catch(() => {});
    await Promise.race([upload.done(), failed]);
    const stored = await this.stat(name);
    if (!stored) throw new Error(`Stored object ${name} is missing after upload`);
    return stored;
  }

  async importFile(name: string, filePath: string, contentType: string): Promise<StoredMedia> {
    const stored = await this.put(name, createReadStream(filePath), contentType);
    await unlink(filePath).catch(() => {});
    return stored;
  }

  async stat(name: string): Promise<StoredMedia | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) }),
      );
      return {
        name,
        size: head.ContentLength ?? 0,
        contentType: contentTypeOf(name),
        etag: head.ETag ?? `"${name}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(name: string, range?: ByteRange): Promise<Readable> {
    const out = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.key(name),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    const body = out.Body;
    if (body instanceof Readable) return body;
    if (body && 'transformToWebStream' in body) {
      return Readable.fromWeb(body.transformToWebStream() as never);
    }
    throw new Error(`Object ${name} has no readable body`);
  }

  async delete(name: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
}
