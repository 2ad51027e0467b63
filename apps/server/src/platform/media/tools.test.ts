import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobe, makeHevcClip, topLevelBoxes } from '../../../test/content/mediaFixtures';
import { probeVideo } from './probe';
import { findMediaTools, packagedTools } from './tools';
import { transcode } from './transcode';

let dir: string;
/** A folder with no ffmpeg in it: a `PATH` of a machine without ffmpeg. */
let emptyBin: string;
/** A folder whose `ffmpeg`/`ffprobe` run but cannot make the rendition. */
let lameBin: string;
let hevc: string;

function capture(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { log: log as unknown as FastifyBaseLogger, lines };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'flick-tools-'));
  emptyBin = path.join(dir, 'empty');
  lameBin = path.join(dir, 'lame');
  mkdirSync(emptyBin);
  mkdirSync(lameBin);
  for (const name of ['ffmpeg', 'ffprobe']) {
    const file = path.join(lameBin, name);
    writeFileSync(file, `#!/bin/sh\necho "${name} version 0.0-lame"\n`);
    chmodSync(file, 0o755);
  }
  // An iPhone-style HEVC clip, taller than the rendition's long side, made by the system ffmpeg.
  hevc = path.join(dir, 'hevc.mp4');
  makeHevcClip(hevc, { seconds: 1, size: '720x1440' });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('findMediaTools', () => {
  it('prefers ffmpeg/ffprobe on PATH and logs where they came from', async () => {
    const { log, lines } = capture();
    const tools = await findMediaTools({ searchPath: process.env.PATH ?? '' }, log);
    expect(tools?.ffmpeg).toMatch(/\/ffmpeg$/);
    expect(tools?.ffmpeg).not.toContain('node_modules');
    expect(lines.join('')).toContain('"source":"PATH"');
  });

  it('says whether its ffmpeg can map HDR to standard range, and warns when it cannot', async () => {
    const { log, lines } = capture();
    const system = await findMediaTools({ searchPath: process.env.PATH ?? '' }, log);
    expect(system?.toneMapping).toBe(true);
    expect(lines.join('')).not.toContain('lacks zscale');
    // The same ffmpeg, built without libzimg: its filter list has no zscale.
    const noZimg = path.join(dir, 'no-zimg');
    mkdirSync(noZimg, { recursive: true });
    const wrapper = path.join(noZimg, 'ffmpeg');
    writeFileSync(
      wrapper,
      `#!/bin/sh\nif [ "$2" = "-filters" ]; then "${system?.ffmpeg}" "$@" | grep -v zscale; else exec "${system?.ffmpeg}" "$@"; fi\n`,
    );
    chmodSync(wrapper, 0o755);
    const other = capture();
    const tools = await findMediaTools(
      { ffmpegPath: wrapper, ffprobePath: system?.ffprobe ?? '' },
      other.log,
    );
    expect(tools).toMatchObject({ ffmpeg: wrapper, toneMapping: false });
    expect(other.lines.join('')).toContain('lacks zscale or tonemap');
  });

  it('checks a pair once per process, and again once a binary is replaced', async () => {
    const system = await findMediaTools({ searchPath: process.env.PATH ?? '' }, capture().log);
    // The system ffmpeg behind a wrapper that counts its runs.
    const counted = path.join(dir, 'counted');
    mkdirSync(counted, { recursive: true });
    const wrapper = path.join(counted, 'ffmpeg');
    const runs = path.join(counted, 'runs');
    const writeWrapper = (note: string) => {
      writeFileSync(
        wrapper,
        `#!/bin/sh\n# ${note}\necho run >> "${runs}"\nexec "${system?.ffmpeg}" "$@"\n`,
      );
      chmodSync(wrapper, 0o755);
    };
    const runCount = () =>
      existsSync(runs) ? readFileSync(runs, 'utf8').split('\n').length - 1 : 0;
    const find = () => {
      const { log, lines } = capture();
      return findMediaTools({ ffmpegPath: wrapper, ffprobePath: system?.ffprobe ?? '' }, log).then(
        (tools) => ({ tools, lines }),
      );
    };
    writeWrapper('first build');
    const first = await find();
    expect(first.tools).toMatchObject({ ffmpeg: wrapper, toneMapping: true });
    const afterFirst = runCount();
    expect(afterFirst).toBeGreaterThan(0);
    // The same files: no run, the same answer, still logged.
    const second = await find();
    expect(second.tools).toEqual(first.tools);
    expect(runCount()).toBe(afterFirst);
    expect(second.lines.join('')).toContain('"source":"FFMPEG_PATH/FFPROBE_PATH"');
    // A new binary at the same path is checked again.
    writeWrapper('a newer build, a longer file');
    await find();
    expect(runCount()).toBe(afterFirst * 2);
  });

  it('answers null and logs why when neither PATH nor the packages have a usable pair', async () => {
    const { log, lines } = capture();
    expect(await findMediaTools({ searchPath: emptyBin, packaged: null }, log)).toBeNull();
    expect(lines.join('')).toContain('no usable ffmpeg/ffprobe');
  });

  it('uses only the explicit paths when they are set', async () => {
    const { log } = capture();
    expect(
      await findMediaTools(
        { ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: '/nonexistent/ffprobe' },
        log,
      ),
    ).toBeNull();
  });

  // The optional registry packages ship binaries for this platform (the one CI runs on).
  describe.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'with no ffmpeg on PATH',
    () => {
      it('falls back to the packaged binaries, logs their versions, and they make the rendition from HEVC', async () => {
        const { log, lines } = capture();
        const tools = await findMediaTools({ searchPath: emptyBin }, log);
        expect(tools).not.toBeNull();
        if (!tools) return;
        expect(tools).toMatchObject(packagedTools() ?? {});
        expect(tools.ffmpeg).toContain('node_modules');
        const logged = lines.join('');
        expect(logged).toContain('"source":"packaged"');
        expect(logged).toContain(`"ffmpegVersion":"${tools.ffmpegVersion}"`);
        expect(logged).toContain(`"ffprobeVersion":"${tools.ffprobeVersion}"`);

        const probed = await probeVideo(tools, hevc);
        expect(probed).toMatchObject({ codec: 'hevc', width: 720, height: 1440, hasAudio: true });
        const out = path.join(dir, 'packaged.mp4');
        await transcode(tools, hevc, out, { seconds: probed.seconds, maxSeconds: 60 });
        const { streams } = ffprobe(out);
        expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
          codec_name: 'h264',
          profile: 'High',
          pix_fmt: 'yuv420p',
          width: 640,
          height: 1280,
        });
        expect(streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
        const boxes = topLevelBoxes(out);
        expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      }, 60_000);

      it('skips a PATH ffmpeg that fails the check and takes the packaged one', async () => {
        const { log, lines } = capture();
        const tools = await findMediaTools({ searchPath: lameBin }, log);
        expect(tools?.ffmpeg).toBe(packagedTools()?.ffmpeg);
        expect(lines.join('')).toContain('"source":"packaged"');
      });
    },
  );
});
