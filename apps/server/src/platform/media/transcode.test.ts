import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobe } from '../../../test/content/mediaFixtures';
import { packagedTools } from './tools';
import { renditionArgs } from './transcode';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'flick-fit-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The rendition's picture size for a `size` frame with sample aspect `sar`, by `ffmpeg`. */
function renditionSize(ffmpeg: string, size: string, sar: string): string {
  const args = renditionArgs('unused', 'unused', 60);
  const filter = args[args.indexOf('-vf') + 1] ?? '';
  const out = path.join(dir, `${size}.mp4`);
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `color=s=${size}:d=0.1,setsar=${sar}`, '-frames:v', '1', '-vf', filter],
    ...['-c:v', 'libx264', out],
  ]);
  const video = ffprobe(out).streams[0];
  return `${video?.width}x${video?.height}`;
}

// Input size and sample aspect → the rendition's size: square pixels, long side ≤ 1280,
// never enlarged, even sides rounded down.
const SIZES: [string, string, string][] = [
  ['1080x1920', '1', '720x1280'],
  ['3840x2160', '1', '1280x720'],
  ['1279x719', '1', '1278x718'],
  ['641x361', '1', '640x360'],
  ['720x480', '32/27', '852x480'],
  ['1001x3001', '1', '426x1280'],
  ['4000x64', '1', '1280x20'],
];

const binaries: [string, string | undefined][] = [
  ['ffmpeg on PATH', 'ffmpeg'],
  // The packaged ffmpeg is older than scale's `force_divisible_by`; the filter avoids it.
  ['the packaged ffmpeg', packagedTools()?.ffmpeg],
];

describe.each(binaries)('the rendition size with %s', (_name, ffmpeg) => {
  it.runIf(ffmpeg !== undefined).each(SIZES)('%s (SAR %s) becomes %s', (size, sar, expected) => {
    expect(renditionSize(ffmpeg ?? '', size, sar)).toBe(expected);
  });
});
