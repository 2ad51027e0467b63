import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { stemOf } from './storage';
import type { MediaTools } from './tools';

const run = promisify(execFile);

/** Sizes of the images made on the server (ADR 0016). */
export const IMAGE_SIZES = {
  /** `thumbUrl`: the poster, at most this wide. */
  thumbWidth: 720,
  /** `thumbUrlCompress`: the small one lists show. */
  compressWidth: 360,
  /** Profile photos: at most this on either side. */
  avatarSide: 512,
} as const;

/**
 * Where the poster frame is cut: 2 s in, or the middle of a shorter clip (as the client does,
 * docs/product.md#upload-rules).
 */
export function posterTime(seconds: number): number {
  return Math.min(2, seconds / 2);
}

/**
 * The second a cover is cut at: the owner's chosen second kept inside the video (a frame
 * exists there), else `posterTime` (ADR 0101, ADR 0139).
 */
export function coverTime(seconds: number, chosen: number | null): number {
  return chosen === null ? posterTime(seconds) : Math.max(0, Math.min(chosen, seconds - 0.1));
}

/**
 * The poster images of `video` at second `at`: `grabFrame` then `posterImages`. A second
 * past the last frame (the picture may end before the sound) takes the last frame.
 */
export async function cutPoster(
  tools: MediaTools,
  video: string,
  at: number,
): Promise<{ thumb: Buffer; compress: Buffer }> {
  const frame = await grabFrame(tools, video, at).catch((err: unknown) => {
    if (at === 0) throw err;
    return grabFrame(tools, video, 0, { last: true });
  });
  return posterImages(frame);
}

/** One frame of a video as PNG bytes: at `at`, or with `last` its last frame. */
export async function grabFrame(
  tools: MediaTools,
  video: string,
  at: number,
  { last = false }: { last?: boolean } = {},
): Promise<Buffer> {
  const { stdout } = await run(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      // The last second, read backwards: its first frame is the video's last.
      ...(last
        ? ['-sseof', '-1', '-i', video, '-vf', 'reverse']
        : ['-ss', at.toFixed(3), '-i', video]),
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
  );
  if (stdout.length === 0) throw new Error('ffmpeg produced no poster frame');
  return stdout;
}

/** The poster (≤ 720 px wide) and its small copy (≤ 360 px wide), JPEG without metadata. */
export async function posterImages(frame: Buffer): Promise<{ thumb: Buffer; compress: Buffer }> {
  const [thumb, compress] = await Promise.all([
    sharp(frame)
      .resize({ width: IMAGE_SIZES.thumbWidth, withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
    sharp(frame)
      .resize({ width: IMAGE_SIZES.compressWidth, withoutEnlargement: true })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer(),
  ]);
  return { thumb, compress };
}

/**
 * An uploaded picture made safe to publish: turned upright by its EXIF orientation, fitted
 * into `side`×`side` (never enlarged) and written again without any metadata (no GPS, no
 * device), in its own format.
 */
export async function cleanImage(
  file: string,
  format: 'jpeg' | 'png' | 'webp',
  side: number,
): Promise<Buffer> {
  const image = sharp(file)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 82 }).toBuffer();
  return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/**
 * The names of a cover the owner picks after processing (ADR 0139): new each time, so a
 * cache of an earlier poster's address never shows the new cover.
 */
export function coverNames(videoFile: string): { thumb: string; compress: string } {
  const stem = stemOf(videoFile);
  const tag = randomBytes(6).toString('hex');
  return { thumb: `${stem}-cover-${tag}.jpg`, compress: `${stem}-cover-small-${tag}.jpg` };
}

/** The names a video's poster images get (fixed, so a rerun after a crash overwrites them). */
export function posterNames(videoFile: string): { thumb: string; compress: string } {
  const stem = stemOf(videoFile);
  return { thumb: `${stem}-poster.jpg`, compress: `${stem}-small.jpg` };
}
