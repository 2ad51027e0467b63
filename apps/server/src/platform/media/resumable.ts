import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, type Locker, MemoryLocker } from '@tus/server';
import { type IngestedMedia, type IngestOptions, ingestFile, ingestLocalFile } from './ingest';
import { PostgresLocker } from './resumableLocker';
import { createS3Client, type S3MediaOptions, s3ClientConfig } from './s3Storage';

/**
 * Where resumable (tus) uploads keep their bytes until they are complete, and the lock that
 * keeps two requests from writing one upload at once (ADR 0097, ADR 0108). A complete upload
 * goes through the same checks as a form upload and into the configured media storage; one
 * left unfinished for `expiresMs` is removed by the leftover sweep.
 */
export interface ResumableStore {
  /** tus's data store: files under `DATA_DIR/resumable`, or the bucket's `resumable/` prefix. */
  readonly datastore: DataStore;
  /** In memory on the embedded database (one process); PostgreSQL advisory locks otherwise. */
  readonly locker: Locker;
  /** The data store's key of the upload whose address ends in `id` (32 hex digits). */
  keyOf(id: string): string;
  /** The address id of the upload stored under `key`. */
  idOf(key: string): string;
  /** Checks a complete upload (the form upload's rules and messages) and stores it. */
  ingest(key: string, options: IngestOptions): Promise<IngestedMedia>;
  /** Removes an upload that is over (stored, refused or cancelled), bytes and record. */
  forget(key: string): Promise<void>;
  /** Removes the uploads left unfinished for longer than the expiry; how many went. */
  deleteExpired(): Promise<number>;
  close(): Promise<void>;
}

/** What the store is built from: the data folder, the bucket when S3 is configured, the database. */
export interface ResumableStoreOptions {
  dataDir: string;
  expiresMs: number;
  s3?: S3MediaOptions;
  databaseUrl?: string;
}

/** S3's multipart part size for resumable uploads (S3's minimum is 5 MiB). */
const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * Builds the resumable store. With S3 configured the unfinished bytes live in the bucket
 * (`@tus/s3-store`), so any replica can take the next request of any upload; on PostgreSQL
 * the lock is the database's, shared by every process on it.
 */
export function createResumableStore(options: ResumableStoreOptions): ResumableStore {
  const locker: Locker & { close?: () => Promise<void> } = options.databaseUrl
    ? new PostgresLocker(options.databaseUrl)
    : new MemoryLocker();
  const closeLocker = async () => {
    await locker.close?.();
  };
  if (options.s3) return s3Resumable(options.s3, options.expiresMs, locker, closeLocker);

  const directory = path.join(options.dataDir, 'resumable');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: options.expiresMs });
  return {
    datastore,
    locker,
    keyOf: (id) => id,
    idOf: (key) => key,
    // A local upload is checked where it lies and moved into storage (no copy).
    ingest: (key, ingestOptions) => ingestLocalFile(path.join(directory, key), ingestOptions),
    async forget(key) {
      await unlink(path.join(directory, key)).catch(() => {});
      await datastore.configstore.delete(key);
    },
    deleteExpired: () => datastore.deleteExpired(),
    close: closeLocker,
  };
}

function s3Resumable(
  s3: S3MediaOptions,
  expiresMs: number,
  locker: Locker,
  closeLocker: () => Promise<void>,
): ResumableStore {
  const prefix = `${s3.prefix ?? ''}resumable/`;
  const datastore = new S3Store({
    partSize: S3_PART_BYTES,
    expirationPeriodInMilliseconds: expiresMs,
    // No cache of an upload's record in the process: another replica may have finished or
    // removed the upload since (the record is one small object, read per request).
    cache: {
      get: async () => undefined,
      set: async () => {},
      delete: async () => {},
    },
    s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
  });
  const client = createS3Client(s3);
  return {
    datastore,
    locker,
    keyOf: (id) => `${prefix}${id}`,
    idOf: (key) => key.slice(prefix.length),
    // The complete object streams through the form upload's checks into the originals.
    ingest: async (key, ingestOptions) => ingestFile(await datastore.read(key), ingestOptions),
    async forget(key) {
      // Ends an unfinished multipart upload; a complete one answers "no such upload"...
      await datastore.remove(key).catch(() => {});
      // ...and leaves its object and record, which go here (with any unsent tail).
      await client
        .send(
          new DeleteObjectsCommand({
            Bucket: s3.bucket,
            Delete: { Objects: [key, `${key}.info`, `${key}.part`].map((Key) => ({ Key })) },
          }),
        )
        .catch(() => {});
    },
    deleteExpired: () => datastore.deleteExpired(),
    close: closeLocker,
  };
}

/** A resumable upload's id: 32 hex digits, made by the server (never by the client). */
export const RESUMABLE_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The stored name a finished resumable upload gets: its id as a video name, so a client
 * that lost the last answer still knows it (the form upload's answer names it instead).
 */
export function resumableVideoName(id: string): string {
  return `${id}.mp4`;
}
