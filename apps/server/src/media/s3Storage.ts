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

/** Presigned read URLs are signed for the start of their hour, so they repeat within it. */
const SIGNING_PERIOD_MS = 60 * 60 * 1000;
/** ...and stay valid for an hour after that hour ends (a page opened late still plays). */
const SIGNED_URL_LIFETIME_S = 2 * 60 * 60;

/** Builds the S3 client with the settings S3-compatible servers need. */
export function createS3Client(options: S3MediaOptions): S3Client {
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
  return new S3Client(config);
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
   * Where a browser reads `name` straight from the bucket (docs/adr/0040-media-served-by-the-object-store.md), and for
   * how many seconds that address may be reused: the public base URL's, or a presigned GET
   * signed for the current hour (the same URL all hour, so browsers and CDNs cache it).
   */
  async readUrl(name: string, now = Date.now()): Promise<{ url: string; maxAgeSeconds: number }> {
    const key = this.key(name);
    if (this.publicUrl) {
      const path = key.split('/').map(encodeURIComponent).join('/');
      return { url: `${this.publicUrl.replace(/\/+$/, '')}/${path}`, maxAgeSeconds: 3600 };
    }
    const signedAt = Math.floor(now / SIGNING_PERIOD_MS) * SIGNING_PERIOD_MS;
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      { expiresIn: SIGNED_URL_LIFETIME_S, signingDate: new Date(signedAt) },
    );
    return {
      url,
      maxAgeSeconds: Math.max(1, Math.floor((signedAt + SIGNING_PERIOD_MS - now) / 1000)),
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
