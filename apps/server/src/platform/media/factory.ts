import path from 'node:path';
import { LocalMediaStorage } from './localStorage';
import { type S3MediaOptions, S3MediaStorage } from './s3Storage';
import type { MediaStorage } from './storage';

/** What picks the storage: `S3_*` settings win, else local disk under `DATA_DIR/media`. */
export interface MediaStorageConfig {
  dataDir: string;
  s3?: S3MediaOptions;
}

/** Builds the configured storage. Local disk needs nothing running; S3 needs its bucket. */
export function createMediaStorage(config: MediaStorageConfig): MediaStorage {
  if (config.s3) return new S3MediaStorage(config.s3);
  return new LocalMediaStorage(path.join(config.dataDir, 'media'));
}

/**
 * Where uploaded originals wait for processing (and stay when kept): never under the public
 * media route. Local: `DATA_DIR/originals`; S3: the `originals/` prefix of the bucket.
 */
export function createOriginalsStorage(config: MediaStorageConfig): MediaStorage {
  if (config.s3) {
    return new S3MediaStorage({ ...config.s3, prefix: `${config.s3.prefix ?? ''}originals/` });
  }
  return new LocalMediaStorage(path.join(config.dataDir, 'originals'));
}
