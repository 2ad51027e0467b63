import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
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
  /**
   * Whether this ffmpeg has the filters that map HDR to standard range (`zscale`, built
   * with libzimg, and `tonemap`; ADR 0087). Without them an HDR clip's rendition keeps its
   * HDR transfer, as before, and the server says so when it starts.
   */
  toneMapping: boolean;
}

/** What an upload answers while the server has no usable ffmpeg/ffprobe (503). */
export const MEDIA_TOOLS_MISSING =
  'Video uploads are unavailable: the server has no working ffmpeg. Try again later.';

async function versionOf(binary: string): Promise<string | null> {
  try {
    const { stdout } = await run(binary, ['-hide_banner', '-version'], { timeout: 10_000 });
    return /version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
  } catch {
    return null;
  }
}

/**
 * What this ffmpeg can do for the rendition: null unless it encodes H.264 with libx264 and AAC
 * and decodes HEVC; otherwise whether it can also map HDR to standard range.
 */
async function transcodeAbilities(ffmpeg: string): Promise<{ toneMapping: boolean } | null> {
  try {
    const [{ stdout: encoders }, { stdout: decoders }, { stdout: filters }] = await Promise.all([
      run(ffmpeg, ['-hide_banner', '-encoders'], { timeout: 10_000 }),
      run(ffmpeg, ['-hide_banner', '-decoders'], { timeout: 10_000 }),
      run(ffmpeg, ['-hide_banner', '-filters'], { timeout: 10_000 }),
    ]);
    if (!(/\slibx264\s/.test(encoders) && /\saac\s/.test(encoders) && /\shevc\s/.test(decoders))) {
      return null;
    }
    return { toneMapping: /\szscale\s/.test(filters) && /\stonemap\s/.test(filters) };
  } catch {
    return null;
  }
}

/** Which binaries the packaged fallback offers (the registry packages' own paths). */
export interface ToolPair {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * Where to look. Explicit paths (`FFMPEG_PATH`, `FFPROBE_PATH`) are the only candidate when
 * either is set; otherwise `ffmpeg`/`ffprobe` on `searchPath` (default: the process's `PATH`),
 * then the binaries shipped in the optional registry packages (`packaged`; null: none).
 */
export interface MediaToolsOptions {
  ffmpegPath?: string;
  ffprobePath?: string;
  searchPath?: string;
  packaged?: ToolPair | null;
}

/** The options the server and the worker pass, from the media config. */
export function mediaToolsOptions(media: {
  ffmpegPath?: string;
  ffprobePath?: string;
}): MediaToolsOptions {
  return {
    ...(media.ffmpegPath ? { ffmpegPath: media.ffmpegPath } : {}),
    ...(media.ffprobePath ? { ffprobePath: media.ffprobePath } : {}),
  };
}

/**
 * The ffmpeg and ffprobe shipped inside `@ffmpeg-installer/ffmpeg` and
 * `@ffprobe-installer/ffprobe` (optional dependencies), or null when this platform has none.
 */
export function packagedTools(): ToolPair | null {
  const require = createRequire(import.meta.url);
  try {
    const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
    return { ffmpeg, ffprobe };
  } catch {
    return null;
  }
}

/** The executable `name` in the first folder of `searchPath` that has one, else null. */
async function onPath(name: string, searchPath: string): Promise<string | null> {
  for (const dir of searchPath.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

type Check = { tools: MediaTools } | { problem: string; detail: Record<string, unknown> };

/**
 * Pairs that passed the check in this process, by the two files' identity (path, inode, size,
 * modification time): five runs of ffmpeg/ffprobe cost about a second of CPU. A server or
 * worker process checks once anyway; a test process builds the app many times (each file's
 * apps, their restarts) and need not pay it again for the same binaries. A replaced binary is
 * a new key; a failed check is not kept.
 */
const passed = new Map<string, MediaTools>();

async function identity(file: string): Promise<string | null> {
  try {
    const { ino, size, mtimeMs } = await stat(file);
    return `${file}\0${ino}\0${size}\0${mtimeMs}`;
  } catch {
    return null;
  }
}

/** `check`, answered from `passed` for a pair of unchanged files that passed it before. */
async function checkOnce(ffmpeg: string, ffprobe: string): Promise<Check> {
  const [a, b] = await Promise.all([identity(ffmpeg), identity(ffprobe)]);
  const key = a && b ? `${a}\n${b}` : null;
  const known = key ? passed.get(key) : undefined;
  if (known) return { tools: known };
  const result = await check(ffmpeg, ffprobe);
  if (key && 'tools' in result) passed.set(key, result.tools);
  return result;
}

/** Whether this pair runs and this ffmpeg can make the rendition. */
async function check(ffmpeg: string, ffprobe: string): Promise<Check> {
  const [ffmpegVersion, ffprobeVersion] = await Promise.all([
    versionOf(ffmpeg),
    versionOf(ffprobe),
  ]);
  if (ffmpegVersion === null || ffprobeVersion === null) {
    return {
      problem: 'does not run',
      detail: {
        ffmpeg,
        ffprobe,
        ffmpegFound: ffmpegVersion !== null,
        ffprobeFound: ffprobeVersion !== null,
      },
    };
  }
  const abilities = await transcodeAbilities(ffmpeg);
  if (!abilities) {
    return { problem: 'lacks libx264, AAC or an HEVC decoder', detail: { ffmpeg, ffmpegVersion } };
  }
  return { tools: { ffmpeg, ffprobe, ffmpegVersion, ffprobeVersion, ...abilities } };
}

/**
 * Finds a usable ffmpeg/ffprobe pair and logs which one (and from where), or logs why there is
 * none and answers null (the server still starts; video uploads then answer 503). Order:
 * explicit paths (alone, when set), then `PATH`, then the packaged binaries; every candidate
 * passes the same check.
 */
export async function findMediaTools(
  options: MediaToolsOptions,
  log: FastifyBaseLogger,
): Promise<MediaTools | null> {
  const candidates: { source: string; ffmpeg: string | null; ffprobe: string | null }[] = [];
  const searchPath = options.searchPath ?? process.env.PATH ?? '';
  if (options.ffmpegPath || options.ffprobePath) {
    candidates.push({
      source: 'FFMPEG_PATH/FFPROBE_PATH',
      ffmpeg: options.ffmpegPath ?? (await onPath('ffmpeg', searchPath)) ?? 'ffmpeg',
      ffprobe: options.ffprobePath ?? (await onPath('ffprobe', searchPath)) ?? 'ffprobe',
    });
  } else {
    candidates.push({
      source: 'PATH',
      ffmpeg: await onPath('ffmpeg', searchPath),
      ffprobe: await onPath('ffprobe', searchPath),
    });
    const packaged = options.packaged === undefined ? packagedTools() : options.packaged;
    candidates.push({
      source: 'packaged',
      ffmpeg: packaged?.ffmpeg ?? null,
      ffprobe: packaged?.ffprobe ?? null,
    });
  }
  const refused: Record<string, unknown>[] = [];
  for (const { source, ffmpeg, ffprobe } of candidates) {
    if (!ffmpeg || !ffprobe) {
      refused.push({
        source,
        problem: 'not found',
        ffmpegFound: !!ffmpeg,
        ffprobeFound: !!ffprobe,
      });
      continue;
    }
    const result = await checkOnce(ffmpeg, ffprobe);
    if ('tools' in result) {
      log.info({ source, ...result.tools }, 'media tools');
      if (!result.tools.toneMapping) {
        log.warn(
          { ffmpeg },
          'this ffmpeg lacks zscale or tonemap: HDR clips keep their HDR colours in the rendition (pale or dark where they are not mapped)',
        );
      }
      return result.tools;
    }
    refused.push({ source, problem: result.problem, ...result.detail });
  }
  log.error(
    { refused },
    'no usable ffmpeg/ffprobe: video uploads will answer 503 (install ffmpeg, or set FFMPEG_PATH and FFPROBE_PATH to builds with libx264, AAC and an HEVC decoder)',
  );
  return null;
}

/** The tools, or a 503 for the caller when there are none. */
export function requireMediaTools(tools: MediaTools | null): MediaTools {
  if (!tools) throw serviceUnavailable(MEDIA_TOOLS_MISSING);
  return tools;
}
