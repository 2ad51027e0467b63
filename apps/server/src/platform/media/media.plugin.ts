import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BUCKET_CORS_DOC, bucketCorsProblem } from './bucketCors';
import { createMediaStorage, createOriginalsStorage, type MediaStorageConfig } from './factory';
import { LocalMediaStorage } from './localStorage';
import { createResumableStore, type ResumableStore } from './resumable';
import { PostgresLocker } from './resumableLocker';
import { S3MediaStorage } from './s3Storage';
import type { MediaStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded media lives (local disk under DATA_DIR/media, or S3 when configured). */
    media: MediaStorage;
    /** Scratch folder for uploads while they are checked. */
    mediaScratchDir: string;
    /**
     * Unfinished resumable (tus) uploads and their lock: on this machine's disk, or in the
     * bucket when S3 is configured; locked in memory, or on PostgreSQL (ADR 0097, ADR 0108).
     */
    resumableStore: ResumableStore;
  }
}

/** Options of `mediaPlugin`; tests may hand in a storage of their own. */
export interface MediaPluginOptions {
  storage?: MediaStorage;
}

/** Where media lives by `app.config` (`S3_BUCKET` etc., else under `DATA_DIR`). */
function mediaStorageConfig(config: FastifyInstance['config']): MediaStorageConfig {
  return {
    dataDir: config.dataDir,
    ...(config.s3
      ? {
          s3: {
            bucket: config.s3.bucket,
            ...(config.s3.endpoint ? { endpoint: config.s3.endpoint } : {}),
            ...(config.s3.region ? { region: config.s3.region } : {}),
            prefix: config.s3.prefix,
            ...(config.s3.publicUrl ? { publicUrl: config.s3.publicUrl } : {}),
          },
        }
      : {}),
  };
}

/** The storage configured by `app.config` (`S3_BUCKET` etc., else `DATA_DIR/media`). */
export function storageFromConfig(config: FastifyInstance['config']): MediaStorage {
  return createMediaStorage(mediaStorageConfig(config));
}

/** The private storage of uploaded originals beside it (never served). */
export function originalsFromConfig(config: FastifyInstance['config']): MediaStorage {
  return createOriginalsStorage(mediaStorageConfig(config));
}

/**
 * Decorates `app` with `media`, `mediaScratchDir` and `resumableStore` (no-op when already
 * decorated).
 */
export function decorateMedia(app: FastifyInstance, options: MediaPluginOptions = {}): void {
  if (app.hasDecorator('media')) return;
  const storage = options.storage ?? storageFromConfig(app.config);
  app.decorate('media', storage);
  // Local uploads are checked on the media disk itself, so accepting one is a rename.
  app.decorate(
    'mediaScratchDir',
    storage instanceof LocalMediaStorage
      ? storage.incomingDir
      : path.join(app.config.dataDir, 'tmp', 'uploads'),
  );
  const { s3 } = mediaStorageConfig(app.config);
  const resumable = createResumableStore({
    dataDir: app.config.dataDir,
    expiresMs: app.config.leftovers.resumableUploadMs,
    ...(s3 ? { s3 } : {}),
    ...(app.config.databaseUrl ? { databaseUrl: app.config.databaseUrl } : {}),
  });
  app.decorate('resumableStore', resumable);
  // The upload locks' connections are a pool of their own, beside the queries' (ADR 0119).
  if (resumable.locker instanceof PostgresLocker) {
    app.telemetry?.watchPool(resumable.locker.pool, 'upload_locks');
  }
  app.addHook('onClose', () => resumable.close());
}

/**
 * Registers the media storage for every host: `app.media`. Register it at the root, after
 * the config is decorated and before the hosts.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, options: MediaPluginOptions) => {
    decorateMedia(app, options);
    const { media, config } = app;
    if (media instanceof S3MediaStorage && config.s3) {
      const bucket = config.s3.bucket;
      // Browsers read media from the bucket with CORS (ADR 0092): say so at start when the
      // bucket would refuse them, instead of leaving every video silently unplayable. Not
      // awaited: an object store that is slow to answer must not hold the start.
      app.addHook('onReady', async () => {
        void bucketCorsProblem(media.client, bucket, new URL(config.publicUrl).origin)
          .catch((err: unknown) => `could not read the CORS rules of bucket ${bucket} (${err})`)
          .then((problem) => {
            if (!problem) return;
            app.log.warn(
              `${problem}: browsers will not play its media unless something in front of it answers CORS (${BUCKET_CORS_DOC})`,
            );
          });
      });
    }
  },
  { name: 'flick-media' },
);
