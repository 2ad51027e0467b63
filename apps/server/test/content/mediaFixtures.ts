import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runs ffmpeg quietly (fixtures are made at test time; nothing large is committed). */
export function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args]);
}

/**
 * A 3 s clip of one second red, one green and one blue (180×320) written to `file`: the colour
 * of a frame tells which second it was cut at (cover and poster tests).
 */
export function threeColourClip(file: string): string {
  const colour = (name: string) => ['-f', 'lavfi', '-i', `color=c=${name}:s=180x320:r=25:d=1`];
  ffmpeg(
    ...colour('0xFF0000'),
    ...colour('0x00FF00'),
    ...colour('0x0000FF'),
    '-filter_complex',
    '[0:v][1:v][2:v]concat=n=3:v=1:a=0',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    file,
  );
  return file;
}

/** ffprobe's JSON about streams (with side data) and the container's tags. */
export interface Probe {
  streams: Array<{
    codec_type: string;
    codec_name: string;
    profile?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    bit_rate?: string;
    sample_aspect_ratio?: string;
    color_transfer?: string;
    color_primaries?: string;
    color_space?: string;
    tags?: Record<string, string>;
    side_data_list?: Array<Record<string, unknown>>;
  }>;
  format: { duration: string; size: string; bit_rate: string; tags?: Record<string, string> };
}

export function ffprobe(file: string): Probe {
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], {
      encoding: 'utf8',
    }),
  ) as Probe;
}

/** The top-level MP4 boxes in order (to see whether `moov` comes before `mdat`). */
export function topLevelBoxes(file: string): string[] {
  const data = readFileSync(file);
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= data.length) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(data.readBigUInt64BE(at + 8));
    if (size < 8) break;
    boxes.push(type);
    at += size;
  }
  return boxes;
}

/**
 * Makes an MP4's header claim `claimedSeconds` (movie, track and media durations) while its
 * sample tables keep every packet: the kind of file that once passed the 60 s check.
 */
export function lieAboutDuration(input: string, output: string, claimedSeconds: number): void {
  const data = Buffer.from(readFileSync(input));
  const walk = (start: number, end: number): void => {
    let at = start;
    while (at + 8 <= end) {
      const size = data.readUInt32BE(at);
      const type = data.toString('latin1', at + 4, at + 8);
      if (size < 8) return;
      const body = at + 8;
      if (['moov', 'trak', 'mdia'].includes(type)) walk(body, at + size);
      else if ((type === 'mvhd' || type === 'mdhd') && data[body] === 0) {
        const timescale = data.readUInt32BE(body + 12);
        data.writeUInt32BE(timescale * claimedSeconds, body + 16);
      } else if (type === 'tkhd' && data[body] === 0) {
        // In the movie's timescale (1000 for ffmpeg's MP4 muxer).
        data.writeUInt32BE(1000 * claimedSeconds, body + 20);
      }
      at += size;
    }
  };
  walk(0, data.length);
  writeFileSync(output, data);
}

/** A test-pattern clip with a tone, as `ffmpeg`'s lavfi inputs (`d` seconds). */
function testSource(d: number, size = '320x240', rate = 15): string[] {
  return [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${size}:r=${rate}:d=${d}`,
    '-f',
    'lavfi',
    '-i',
    `sine=f=440:d=${d}`,
  ];
}

/** An iPhone-style HEVC (`hvc1`) clip with AAC sound, which Chromium cannot play as it is. */
export function makeHevcClip(
  file: string,
  {
    seconds = 2,
    size = '320x240',
    rate = 15,
  }: { seconds?: number; size?: string; rate?: number } = {},
): void {
  ffmpeg(
    ...testSource(seconds, size, rate),
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=error',
    '-tag:v',
    'hvc1',
    '-c:a',
    'aac',
    '-shortest',
    file,
  );
}

/**
 * A phone's HDR clip: `testSource`'s picture (standard range, BT.709) coded in HLG (an
 * iPhone's HDR video) or PQ (HDR10) with BT.2020 primaries, 10-bit HEVC, white at 100 nits.
 */
export function makeHdrClip(file: string, transfer: 'hlg' | 'pq'): void {
  const trc = transfer === 'hlg' ? 'arib-std-b67' : 'smpte2084';
  ffmpeg(
    ...testSource(2),
    '-vf',
    `zscale=tin=709:min=709:pin=709:t=${trc}:m=2020_ncl:p=2020:npl=100,format=yuv420p10le`,
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    `log-level=error:colorprim=bt2020:transfer=${trc}:colormatrix=bt2020nc`,
    '-color_primaries',
    'bt2020',
    '-color_trc',
    trc,
    '-colorspace',
    'bt2020nc',
    '-tag:v',
    'hvc1',
    '-c:a',
    'aac',
    '-shortest',
    file,
  );
}

/** One frame at `seconds` of `file` (or of a lavfi source), as 8-bit sRGB bytes at 320×240. */
export function rgbFrame(input: string[], seconds: number): Buffer {
  return execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-ss',
      String(seconds),
      ...input,
      '-frames:v',
      '1',
      '-vf',
      'scale=320:240',
      '-pix_fmt',
      'rgb24',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

/** The inputs a phone or a bad actor sends, made in `dir`. */
export function makeInputs(dir: string) {
  const file = (name: string) => path.join(dir, name);
  const src = testSource;
  const inputs = {
    /** A phone's export: 1080×1920 H.264 at ~12 Mbit/s, index at the end. */
    phone: file('phone.mp4'),
    hevc: file('hevc.mp4'),
    mov: file('clip.mov'),
    webm: file('clip.webm'),
    rotated: file('rotated.mp4'),
    hlg: file('hlg.mov'),
    pq: file('pq.mp4'),
    located: file('located.mp4'),
    silent: file('silent.mp4'),
    tooLong: file('sixty-one.mp4'),
    lying: file('lying.mp4'),
    truncated: file('truncated.mp4'),
    text: file('notes.mp4'),
    /** A JPEG photo renamed `.mp4`: one frame, no video. */
    photo: file('photo.mp4'),
    /** A single-frame H.264 MP4. */
    oneFrame: file('one-frame.mp4'),
    /** An 8192×4320 clip (two flat frames: small, quick to make). */
    eightK: file('eight-k.mp4'),
  };
  ffmpeg(
    ...src(2, '1080x1920', 30),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '12M',
    '-maxrate',
    '12M',
    '-bufsize',
    '12M',
    '-c:a',
    'aac',
    '-shortest',
    inputs.phone,
  );
  makeHevcClip(inputs.hevc);
  makeHdrClip(inputs.hlg, 'hlg');
  makeHdrClip(inputs.pq, 'pq');
  ffmpeg(
    ...src(2),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    '-f',
    'mov',
    inputs.mov,
  );
  ffmpeg(
    ...src(2),
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    '-shortest',
    inputs.webm,
  );
  // Landscape pixels with a 90° display matrix: a portrait phone clip.
  const upright = file('upright.mp4');
  ffmpeg(...src(2), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', upright);
  // The matrix is written on a stream copy (an encode would apply it instead).
  ffmpeg('-i', upright, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', inputs.rotated);
  ffmpeg(
    ...src(2),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    '-metadata',
    'location=+48.8584+002.2945/',
    '-metadata',
    'location-eng=+48.8584+002.2945/',
    '-metadata',
    'make=Apple',
    '-metadata',
    'model=iPhone 15 Pro',
    '-metadata',
    'com.apple.quicktime.location.ISO6709=+48.8584+002.2945+035.000/',
    '-movflags',
    'use_metadata_tags',
    inputs.located,
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=320x240:r=15:d=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    inputs.silent,
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:s=16x16:r=1:d=61',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    inputs.tooLong,
  );
  const honest = file('ninety.mp4');
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=16x16:r=1:d=90',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-movflags',
    '+faststart',
    honest,
  );
  lieAboutDuration(honest, inputs.lying, 10);
  const whole = readFileSync(inputs.phone);
  writeFileSync(inputs.truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
  writeFileSync(inputs.text, 'Dear diary, this is not a video.\n'.repeat(50));
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=1:d=1', '-frames:v', '1'],
    ...['-c:v', 'mjpeg', '-f', 'image2', inputs.photo],
  );
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=15:d=1', '-frames:v', '1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', inputs.oneFrame],
  );
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'color=c=gray:s=8192x4320:r=2:d=1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', inputs.eightK],
  );
  return inputs;
}
