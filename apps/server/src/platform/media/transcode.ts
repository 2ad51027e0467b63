import { spawn } from 'node:child_process';
import type { HdrTransfer } from './probe';
import type { MediaTools } from './tools';

/**
 * The web rendition (ADR 0016): H.264 High yuv420p + AAC in MP4 with the index first,
 * long side at most 1280 px (never enlarged), square pixels, the display matrix applied
 * (ffmpeg rotates by default and writes no rotation tag), every tag dropped (no location,
 * device or encoder), bitrate capped for phones, high dynamic range mapped to standard range
 * (`HDR_TO_SDR`). Never longer than the limit allows.
 */
export const RENDITION = {
  longSide: 1280,
  crf: 23,
  maxrateKbps: 2500,
  bufsizeKbps: 5000,
  audioKbps: 128,
  preset: 'veryfast',
} as const;

/**
 * One side of the rendition: the side capped at the long-side limit, shrunk further when the
 * other side's cap demands it (aspect kept, rounded to nearest), then rounded down to even.
 */
function fitSide(side: 'iw' | 'ih', other: 'iw' | 'ih'): string {
  const max = RENDITION.longSide;
  return `trunc(min(min(${max},${side}),round(min(${max},${other})*${side}/${other}))/2)*2`;
}

/**
 * How an HDR picture (HLG or PQ in BT.2020, as phones record it) becomes the rendition's
 * standard range BT.709 (ADR 0087): to linear light with SDR white at `nominalPeakNits`, to
 * BT.709 primaries, highlights above white rolled off by the Möbius curve from `knee` of
 * white (values below it stay as they are), then BT.709 coded, limited range. An 8-bit
 * rendition left in HLG or PQ would band and show pale or dark wherever the player or the
 * poster does not map it (the poster is cut from the rendition).
 */
export const HDR_TO_SDR = {
  nominalPeakNits: 100,
  curve: 'mobius',
  knee: 0.7,
} as const;

/** zscale's names of the HDR transfers. */
const ZSCALE_TRANSFER: Record<HdrTransfer, string> = { hlg: 'arib-std-b67', pq: 'smpte2084' };

/** The filters that map `hdr` to standard range (`HDR_TO_SDR`), ending in BT.709. */
function toneMapFilters(hdr: HdrTransfer): string {
  const { nominalPeakNits, curve, knee } = HDR_TO_SDR;
  return [
    // Linear light and BT.709 primaries in one pass (a pass of its own cost 7 % more CPU).
    `zscale=tin=${ZSCALE_TRANSFER[hdr]}:min=2020_ncl:pin=2020:t=linear:npl=${nominalPeakNits}:p=709`,
    'format=gbrpf32le',
    `tonemap=tonemap=${curve}:param=${knee}:desat=0`,
    'zscale=t=709:m=709:r=tv',
  ].join(',');
}

/**
 * ffmpeg's arguments for the rendition of `input` written to `output` (an .mp4 path);
 * `hdr` is the input's HDR transfer (`probeVideo`), mapped to standard range.
 */
export function renditionArgs(
  input: string,
  output: string,
  maxSeconds: number,
  hdr: HdrTransfer | null = null,
): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-t',
    String(maxSeconds + 1),
    '-map_metadata',
    '-1',
    '-map_metadata:s',
    '-1',
    '-map_chapters',
    '-1',
    '-vf',
    // Square pixels first, then fit into side×side without enlarging, even sizes for 4:2:0.
    // Spelled out rather than `force_original_aspect_ratio=decrease:force_divisible_by=2`
    // (same sizes) so that the packaged ffmpeg, older than that option, runs it too.
    // An HDR picture is mapped after the scaling, on the rendition's smaller frame.
    [
      'scale=trunc(iw*sar/2)*2:ih,setsar=1',
      `scale=w='${fitSide('iw', 'ih')}':h='${fitSide('ih', 'iw')}'`,
      ...(hdr ? [toneMapFilters(hdr)] : []),
      'format=yuv420p',
    ].join(','),
    // Tagged as BT.709 whether or not this ffmpeg carries the filters' colour tags along.
    ...(hdr ? ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'] : []),
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    RENDITION.preset,
    '-crf',
    String(RENDITION.crf),
    '-maxrate',
    `${RENDITION.maxrateKbps}k`,
    '-bufsize',
    `${RENDITION.bufsizeKbps}k`,
    '-c:a',
    'aac',
    '-b:a',
    `${RENDITION.audioKbps}k`,
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-progress',
    'pipe:1',
    '-nostats',
    output,
  ];
}

export interface TranscodeOptions {
  /** The input's length in seconds, to turn ffmpeg's position into a percentage. */
  seconds: number;
  /** The input's HDR transfer, mapped to standard range; null or absent for standard range. */
  hdr?: HdrTransfer | null;
  maxSeconds: number;
  /** Called with 0–99 as the transcode advances (at most once per percent). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Runs the rendition transcode; rejects with ffmpeg's last error lines when it fails. */
export function transcode(
  tools: MediaTools,
  input: string,
  output: string,
  options: TranscodeOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      tools.ffmpeg,
      renditionArgs(input, output, options.maxSeconds, options.hdr ?? null),
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
    let stderr = '';
    let last = -1;
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        // `out_time_us` (and, despite its name, `out_time_ms`) is in microseconds.
        const m = /^out_time_us=(\d+)/.exec(line);
        if (!m || options.seconds <= 0) continue;
        const percent = Math.min(99, Math.floor((Number(m[1]) / 1e6 / options.seconds) * 100));
        if (percent > last) {
          last = percent;
          options.onProgress?.(percent);
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `ffmpeg failed (${signal ?? code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}
