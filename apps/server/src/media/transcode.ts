import { spawn } from 'node:child_process';
import type { MediaTools } from './tools';

/**
 * The web rendition (ADR 0016): H.264 High yuv420p + AAC in MP4 with the index first,
 * long side at most 1280 px (never enlarged), square pixels, the display matrix applied
 * (ffmpeg rotates by default and writes no rotation tag), every tag dropped (no location,
 * device or encoder), bitrate capped for phones. Never longer than the limit allows.
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

/** ffmpeg's arguments for the rendition of `input` written to `output` (an .mp4 path). */
export function renditionArgs(input: string, output: string, maxSeconds: number): string[] {
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
    `scale=trunc(iw*sar/2)*2:ih,setsar=1,scale=w='${fitSide('iw', 'ih')}':h='${fitSide('ih', 'iw')}',format=yuv420p`,
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
    const child = spawn(tools.ffmpeg, renditionArgs(input, output, options.maxSeconds), {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.signal ? { signal: options.signal } : {}),
    });
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
