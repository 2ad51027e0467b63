import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { serviceUnavailable } from '../http/errors';

const run = promisify(execFile);

/** The ffmpeg and ffprobe the media pipeline runs, with their versions. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  ffmpegVersion: string;
  ffprobeVersion: string;
}

/** What an upload answers while the server has no usable ffmpeg/ffprobe (503). */
export const MEDIA_TOOLS_MISSING =
  'Video uploads are unavailable: the server has no working ffmpeg. Try again later.';

/** Where to look: explicit paths first (`FFMPEG_PATH`, `FFPROBE_PATH`), else `PATH`. */
export interface MediaToolsOptions {
  ffmpegPath?: string;
  ffprobePath?: string;
}

async function versionOf(binary: string): Promise<string | null> {
  try {
    const { stdout } = await run(binary, ['-hide_banner', '-version'], { timeout: 10_000 });
    return /version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
  } catch {
    return null;
  }
}

/** Whether this ffmpeg encodes H.264 with libx264 and AAC and decodes HEVC. */
async function canTranscode(ffmpeg: string): Promise<boolean> {
  try {
    const [{ stdout: encoders }, { stdout: decoders }] = await Promise.all([
      run(ffmpeg, ['-hide_banner', '-encoders'], { timeout: 10_000 }),
      run(ffmpeg, ['-hide_banner', '-decoders'], { timeout: 10_000 }),
    ]);
    return /\slibx264\s/.test(encoders) && /\saac\s/.test(encoders) && /\shevc\s/.test(decoders);
  } catch {
    return false;
  }
}

/**
 * Finds a usable ffmpeg/ffprobe pair and logs which one, or logs why there is none and
 * answers null (the server still starts; video uploads then answer 503).
 */
export async function findMediaTools(
  options: MediaToolsOptions,
  log: FastifyBaseLogger,
): Promise<MediaTools | null> {
  const ffmpeg = options.ffmpegPath ?? 'ffmpeg';
  const ffprobe = options.ffprobePath ?? 'ffprobe';
  const [ffmpegVersion, ffprobeVersion] = await Promise.all([
    versionOf(ffmpeg),
    versionOf(ffprobe),
  ]);
  if (ffmpegVersion === null || ffprobeVersion === null) {
    log.error(
      {
        ffmpeg,
        ffprobe,
        ffmpegFound: ffmpegVersion !== null,
        ffprobeFound: ffprobeVersion !== null,
      },
      'no usable ffmpeg/ffprobe: video uploads will answer 503 (install ffmpeg or set FFMPEG_PATH and FFPROBE_PATH)',
    );
    return null;
  }
  if (!(await canTranscode(ffmpeg))) {
    log.error(
      { ffmpeg, ffmpegVersion },
      'this ffmpeg lacks libx264, AAC or an HEVC decoder: video uploads will answer 503',
    );
    return null;
  }
  log.info({ ffmpeg, ffmpegVersion, ffprobe, ffprobeVersion }, 'media tools');
  return { ffmpeg, ffprobe, ffmpegVersion, ffprobeVersion };
}

/** The tools, or a 503 for the caller when there are none. */
export function requireMediaTools(tools: MediaTools | null): MediaTools {
  if (!tools) throw serviceUnavailable(MEDIA_TOOLS_MISSING);
  return tools;
}
