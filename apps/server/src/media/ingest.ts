import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors';
import { videoDuration } from './duration';
import { scratchFileName } from './scratch';
import { sniffImage, sniffVideo } from './sniff';
import { type MediaStorage, newMediaName, type StoredMedia } from './storage';
import { closed } from './streams';

/** The spec's limit (section 9) and messages (section 8). */
export const MAX_VIDEO_SECONDS = 60;
export const NOT_A_VIDEO = 'Only video files are allowed.';
export const NOT_AN_IMAGE = 'Only image files are allowed.';
export const TOO_LONG = 'Video duration must be less than 1 minute.';
export const NO_FILE = 'No file selected.';
export const UPLOAD_CUT_OFF = 'The upload was cut off.';

/** A file stream as @fastify/multipart hands it over: `truncated` once the size limit cut it. */
export type IncomingFile = Readable & { truncated?: boolean };

export interface IngestOptions {
  storage: MediaStorage;
  /** Scratch folder for the file while it is checked (same disk as local media is best). */
  tmpDir: string;
  kind: 'video' | 'image';
  /** The size limit the stream was cut at, for the 413 message. */
  maxBytes: number;
  /** Longest accepted video in seconds (default 60). */
  maxSeconds?: number;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Takes one uploaded file from the wire to storage: streams it to a scratch file (never the
 * whole file in memory), checks it by its bytes (and, for a video, the duration its container
 * states), then moves it into storage under a fresh server-made name. Whatever fails, the
 * scratch file is removed and nothing is stored.
 */
export async function ingestFile(file: IncomingFile, options: IngestOptions): Promise<StoredMedia> {
  await mkdir(options.tmpDir, { recursive: true });
  const scratch = path.join(options.tmpDir, scratchFileName('upload'));
  try {
    const out = createWriteStream(scratch);
    try {
      await pipeline(file, out);
    } catch (err) {
      // The file may still be opening when the source fails: wait for the stream to close
      // so the unlink below finds (and removes) it instead of racing its creation.
      await closed(out);
      if ((err as { statusCode?: number }).statusCode === 413 || file.truncated) {
        throw payloadTooLarge(`File is too large (the limit is ${megabytes(options.maxBytes)}).`);
      }
      if (err instanceof HttpError) throw err;
      // Our own disk failing (no space, no permission) is ours to report; anything else
      // came from the sender's stream: a form that ends before its closing boundary.
      if ((err as { syscall?: string }).syscall) throw err;
      throw badRequest(UPLOAD_CUT_OFF);
    }
    if (file.truncated) {
      throw payloadTooLarge(`File is too large (the limit is ${megabytes(options.maxBytes)}).`);
    }

    if (options.kind === 'image') {
      const type = await sniffImage(scratch);
      if (!type) throw badRequest(NOT_AN_IMAGE);
      return await options.storage.importFile(newMediaName(type.ext), scratch, type.mime);
    }

    const type = await sniffVideo(scratch);
    if (!type?.container) throw badRequest(NOT_A_VIDEO);
    const seconds = await videoDuration(scratch, type.container);
    // A file with the right magic bytes but no readable timeline is not a playable video.
    if (seconds === null) throw badRequest(NOT_A_VIDEO);
    if (seconds > (options.maxSeconds ?? MAX_VIDEO_SECONDS)) throw badRequest(TOO_LONG);
    return await options.storage.importFile(newMediaName(type.ext), scratch, type.mime);
  } finally {
    await unlink(scratch).catch(() => {});
  }
}
