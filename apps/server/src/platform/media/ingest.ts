import { createWriteStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors';
import { cleanImage, IMAGE_SIZES } from './images';
import { MAX_VIDEO_SECONDS, type ProbedVideo, probeVideo } from './probe';
import { scratchFileName } from './scratch';
import { sniffImage } from './sniff';
import { type MediaStorage, newMediaName, type StoredMedia } from './storage';
import { closed } from './streams';
import type { MediaTools } from './tools';

export { MAX_VIDEO_SECONDS, NOT_A_VIDEO, TOO_LONG } from './probe';
export const NOT_AN_IMAGE = 'Only image files are allowed.';
export const NO_FILE = 'No file selected.';
export const UPLOAD_CUT_OFF = 'The upload was cut off.';
/** Someone else's upload, one a video took, or one that is gone: the same answer for each. */
export const UPLOAD_NOT_FOUND = 'Upload not found.';

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
  /** ffprobe for videos (required when `kind` is video). */
  tools?: MediaTools;
  /** Images are fitted into this many pixels per side (default 720). */
  imageSide?: number;
  /**
   * Called with the stored name once the file passed its checks and before it is stored:
   * record the row here, so a crash never leaves a stored file that no row claims
   * (ADR 0024). When it throws, nothing is stored.
   */
  beforeStore?: (name: string, contentType: string, size: number) => Promise<void>;
  /**
   * The stored name of a video, when the caller made it (a resumable upload's, from its
   * server-made id); otherwise a fresh one.
   */
  name?: string;
}

/** A stored upload; for a video, what ffprobe found in it. */
export type IngestedMedia = StoredMedia & { video?: ProbedVideo };

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The 413 message of an upload over `maxBytes`, whichever way it came (form or resumable). */
export function tooLargeMessage(maxBytes: number): string {
  return `File is too large (the limit is ${megabytes(maxBytes)}).`;
}

/**
 * Takes one uploaded file from the wire to storage: streams it to a scratch file (never the
 * whole file in memory), checks it (an image by its bytes, then rewritten upright, resized
 * and without metadata; a video with ffprobe: a decodable video stream whose packets span
 * at most the limit), then moves it into storage under a fresh server-made name. Whatever
 * fails, the scratch file is removed and nothing is stored.
 */
export async function ingestFile(
  file: IncomingFile,
  options: IngestOptions,
): Promise<IngestedMedia> {
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
        throw payloadTooLarge(tooLargeMessage(options.maxBytes), 'file_too_large');
      }
      if (err instanceof HttpError) throw err;
      // Our own disk failing (no space, no permission) is ours to report; anything else
      // came from the sender's stream: a form that ends before its closing boundary.
      if ((err as { syscall?: string }).syscall) throw err;
      throw badRequest(UPLOAD_CUT_OFF);
    }
    if (file.truncated) {
      throw payloadTooLarge(tooLargeMessage(options.maxBytes), 'file_too_large');
    }

    return await checkAndStore(scratch, options);
  } finally {
    await unlink(scratch).catch(() => {});
  }
}

/**
 * Checks a complete file already on this machine's disk and moves it into storage (the same
 * checks and naming as `ingestFile`): a resumable upload's finished file is probed where it
 * lies and never copied. When a check fails, the file stays where it was, the caller's to
 * remove.
 */
export async function ingestLocalFile(
  filePath: string,
  options: IngestOptions,
): Promise<IngestedMedia> {
  if ((await stat(filePath)).size > options.maxBytes) {
    throw payloadTooLarge(tooLargeMessage(options.maxBytes), 'file_too_large');
  }
  return checkAndStore(filePath, options);
}

/** The checks of an upload on disk at `filePath`, then the move into storage. */
async function checkAndStore(scratch: string, options: IngestOptions): Promise<IngestedMedia> {
  if (options.kind === 'image') {
    const type = await sniffImage(scratch);
    if (!type) throw badRequest(NOT_AN_IMAGE);
    const format = type.ext === 'jpg' ? 'jpeg' : (type.ext as 'png' | 'webp');
    let cleaned: Buffer;
    try {
      cleaned = await cleanImage(scratch, format, options.imageSide ?? IMAGE_SIZES.thumbWidth);
    } catch {
      throw badRequest(NOT_AN_IMAGE);
    }
    await writeFile(scratch, cleaned);
    const name = newMediaName(type.ext);
    await options.beforeStore?.(name, type.mime, cleaned.length);
    return await options.storage.importFile(name, scratch, type.mime);
  }

  if (!options.tools) throw new Error('ingestFile: a video needs the media tools');
  const video = await probeVideo(options.tools, scratch, options.maxSeconds ?? MAX_VIDEO_SECONDS);
  // The original is kept privately until its rendition exists; it never gets served.
  const name = options.name ?? newMediaName('mp4');
  await options.beforeStore?.(name, 'video/mp4', (await stat(scratch)).size);
  const stored = await options.storage.importFile(name, scratch, 'video/mp4');
  return { ...stored, video };
}
