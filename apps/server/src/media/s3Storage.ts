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
}

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

  constructor(options: S3MediaOptions, client?: S3Client) {
    this.client = client ?? createS3Client(options);
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.partSize = options.partSize ?? 8 * 1024 * 1024;
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
