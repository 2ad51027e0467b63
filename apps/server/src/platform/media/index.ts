/**
 * Media storage: one interface (`MediaStorage`), two implementations (local disk, S3),
 * a factory, the Fastify plugin that decorates `app.media`, upload intake (`ingestFile`)
 * and range-aware serving (`sendMedia`).
 */

export {
  MEDIA_CACHE_CONTROL,
  MEDIA_REFUSAL_CACHE_CONTROL,
  type MediaAudience,
  PUBLIC_MEDIA_MAX_AGE_S,
} from './caching';
export { createMediaStorage, type MediaStorageConfig } from './factory';
export {
  type IncomingFile,
  type IngestedMedia,
  type IngestOptions,
  ingestFile,
  ingestLocalFile,
  MAX_VIDEO_SECONDS,
  NO_FILE,
  NOT_A_VIDEO,
  NOT_AN_IMAGE,
  TOO_LONG,
  tooLargeMessage,
  UPLOAD_CUT_OFF,
  UPLOAD_NOT_FOUND,
} from './ingest';
export { LocalMediaStorage } from './localStorage';
export {
  decorateMedia,
  type MediaPluginOptions,
  mediaPlugin,
  storageFromConfig,
} from './media.plugin';
export { createS3Client, type S3MediaOptions, S3MediaStorage } from './s3Storage';
export { MEDIA_NOT_FOUND, parseRange, sendMedia } from './serve';
export { type SniffedType, sniffImage } from './sniff';
export {
  type ByteRange,
  contentTypeOf,
  isMediaName,
  type MediaStorage,
  mediaNameFromUrl,
  mediaUrl,
  newMediaName,
  type StoredMedia,
  stemOf,
} from './storage';
