import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { badRequest } from '../http/errors';
import type { MediaTools } from './tools';

const run = promisify(execFile);

/** The duration limit and messages of docs/product.md#upload-rules. */
export const MAX_VIDEO_SECONDS = 60;
export const NOT_A_VIDEO = 'Only video files are allowed.';
export const TOO_LONG = 'Video duration must be less than 1 minute.';
export const DAMAGED_VIDEO =
  'The video file is damaged or incomplete. Please export it again and retry.';
/**
 * The largest picture accepted, per side in pixels (docs/product.md#upload-rules): phones'
 * 4K (3840 × 2160, either way up) and cinema 4K (4096 × 2160) pass; an 8K clip would hold
 * the one transcode slot for a minute to make a 1280 px rendition.
 */
export const MAX_VIDEO_SIDE = 4096;
export const PICTURE_TOO_LARGE = `Video resolution must be at most ${MAX_VIDEO_SIDE} × ${MAX_VIDEO_SIDE} pixels.`;
/** A video is moving pictures: a still image renamed `.mp4` decodes to one frame. */
export const MIN_VIDEO_FRAMES = 2;

/** What the pipeline needs to know about an uploaded video. */
export interface ProbedVideo {
  /** Seconds of media found by reading every packet's timestamp (never the header's claim). */
  seconds: number;
  width: number;
  height: number;
  codec: string;
  hasAudio: boolean;
  /**
   * The high dynamic range the picture is coded in, from its transfer characteristic: `hlg`
   * (ARIB STD-B67, the iPhone's HDR video) or `pq` (SMPTE ST 2084, HDR10); null for standard
   * range. The rendition maps it to standard range (`renditionArgs`, ADR 0087).
   */
  hdr: HdrTransfer | null;
}

export type HdrTransfer = 'hlg' | 'pq';

/** ffprobe's names of the HDR transfer characteristics. */
const HDR_TRANSFERS: Record<string, HdrTransfer> = {
  'arib-std-b67': 'hlg',
  smpte2084: 'pq',
};

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  color_transfer?: string;
  disposition?: { attached_pic?: number };
}

/** ffprobe's complaints that mean the bytes end early or are not media at all. */
const DAMAGE =
  /partial file|invalid data|moov atom not found|truncat|end of file|corrupt|error while decoding/i;

/**
 * The real length of a file's media: the end of its last packet minus the start of its
 * first, over every packet of every stream (edit lists ignored, so a header that claims
 * 10 s over 90 s of packets is found out). Reads the whole file but decodes nothing.
 */
async function packetSpan(tools: MediaTools, file: string): Promise<number> {
  const { stdout, stderr } = await run(
    tools.ffprobe,
    [
      '-v',
      'error',
      '-ignore_editlist',
      '1',
      '-show_entries',
      'packet=pts_time,dts_time,duration_time',
      '-of',
      'csv=p=0',
      file,
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
  ).catch(() => {
    // ffprobe gave up reading the packets: the file ends early or is corrupt.
    throw badRequest(DAMAGED_VIDEO);
  });
  if (DAMAGE.test(stderr)) throw badRequest(DAMAGED_VIDEO);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const line of stdout.split('\n')) {
    if (!line) continue;
    const [pts, dts, duration] = line.split(',');
    const at = Number(pts !== 'N/A' && pts ? pts : dts);
    if (!Number.isFinite(at)) continue;
    const length = Number(duration);
    first = Math.min(first, at);
    last = Math.max(last, at + (Number.isFinite(length) ? length : 0));
  }
  if (!Number.isFinite(first) || !Number.isFinite(last)) throw badRequest(DAMAGED_VIDEO);
  return Math.max(0, last - first);
}

/**
 * How many frames of the first video stream decode, counting up to `MIN_VIDEO_FRAMES` (or a
 * little over): only the first few packets are read and decoded, so this costs the same for
 * a 2-second clip and a 60-second one.
 */
async function decodableFrames(tools: MediaTools, file: string): Promise<number> {
  const { stdout } = await run(
    tools.ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-count_frames',
      // A few packets more than the frames needed: a decoder may hold some back (B-frames),
      // and ffprobe flushes it at the end of the interval.
      '-read_intervals',
      `%+#${MIN_VIDEO_FRAMES + 1}`,
      '-show_entries',
      'stream=nb_read_frames',
      '-of',
      'csv=p=0',
      file,
    ],
    { maxBuffer: 1024 * 1024, timeout: 60_000 },
  ).catch(() => ({ stdout: '0' }));
  const frames = Number.parseInt(stdout.trim(), 10);
  return Number.isFinite(frames) ? frames : 0;
}

/**
 * Checks an uploaded file with ffprobe, the one source of truth: a decodable video stream
 * (not a cover picture) of at least `MIN_VIDEO_FRAMES` frames (else `NOT_A_VIDEO`), at most
 * `MAX_VIDEO_SIDE` pixels per side (`PICTURE_TOO_LARGE`) and at most `maxSeconds` of real
 * media. Throws 400 with the texts of
 * docs/product.md#upload-rules, or `DAMAGED_VIDEO` for a file ffprobe can open only in part.
 */
export async function probeVideo(
  tools: MediaTools,
  file: string,
  maxSeconds = MAX_VIDEO_SECONDS,
): Promise<ProbedVideo> {
  // Both reads at once; the packet scan's verdict counts only for a file that is a video.
  const span = packetSpan(tools, file).then(
    (seconds) => ({ seconds }),
    (error: unknown) => ({ error }),
  );
  let streams: FfprobeStream[];
  try {
    const { stdout } = await run(
      tools.ffprobe,
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,codec_name,width,height,color_transfer:stream_disposition=attached_pic',
        '-of',
        'json',
        file,
      ],
      { maxBuffer: 4 * 1024 * 1024, timeout: 60_000 },
    );
    streams = (JSON.parse(stdout) as { streams?: FfprobeStream[] }).streams ?? [];
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '');
    // Opens as nothing at all (text, an image…) → not a video; a known container cut short → damaged.
    if (/moov atom not found/i.test(stderr)) throw badRequest(DAMAGED_VIDEO);
    throw badRequest(NOT_A_VIDEO);
  }
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video?.codec_name || !video.width || !video.height) throw badRequest(NOT_A_VIDEO);
  if (video.width > MAX_VIDEO_SIDE || video.height > MAX_VIDEO_SIDE) {
    await span; // settled before answering, so no ffprobe outlives the request
    throw badRequest(PICTURE_TOO_LARGE);
  }
  if ((await decodableFrames(tools, file)) < MIN_VIDEO_FRAMES) {
    await span;
    throw badRequest(NOT_A_VIDEO);
  }
  const scanned = await span;
  if ('error' in scanned) throw scanned.error;
  const { seconds } = scanned;
  if (seconds <= 0) throw badRequest(DAMAGED_VIDEO);
  if (seconds > maxSeconds) throw badRequest(TOO_LONG);
  return {
    seconds,
    width: video.width,
    height: video.height,
    codec: video.codec_name,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    hdr: HDR_TRANSFERS[video.color_transfer ?? ''] ?? null,
  };
}
