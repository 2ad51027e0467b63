import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bufferSource, mp4Duration, videoDuration, webmDuration } from './duration';
import { sniffImage, sniffVideo } from './sniff';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');
const fixture = (name: string) => path.join(fixtures, name);

describe('videoDuration', () => {
  it.each([
    ['two-seconds.mp4', 'mp4', 2],
    ['sixty-one-seconds.mp4', 'mp4', 61],
    ['fragmented.mp4', 'mp4', 3],
    ['fragmented-stream.mp4', 'mp4', 3],
    ['two-seconds.webm', 'webm', 2],
    ['no-duration.webm', 'webm', 3],
  ] as const)('reads %s as about %d s', async (name, container, seconds) => {
    const found = await videoDuration(fixture(name), container);
    expect(found).not.toBeNull();
    expect(Math.abs((found ?? 0) - seconds)).toBeLessThan(0.15);
  });

  it('reads a pipe-written fragmented MP4 from its fragments alone', async () => {
    // Written to a pipe, the file has no durations in moov and no mehd: only trun counts.
    const bytes = await readFile(fixture('fragmented-stream.mp4'));
    expect(await mp4Duration(bufferSource(bytes))).toBeCloseTo(3, 1);
  });

  it('reads a WebM without a Duration element from its block timecodes', async () => {
    const bytes = await readFile(fixture('no-duration.webm'));
    const seconds = await webmDuration(bufferSource(bytes));
    expect(seconds).toBeGreaterThan(2.8);
    expect(seconds).toBeLessThanOrEqual(3);
  });

  it('answers null for bytes that hold no timeline', async () => {
    expect(await mp4Duration(bufferSource(Buffer.from('hello, not a box at all')))).toBeNull();
    expect(await webmDuration(bufferSource(Buffer.alloc(64)))).toBeNull();
  });
});

describe('sniffing by bytes', () => {
  it('recognises MP4 and WebM videos whatever their names say', async () => {
    expect((await sniffVideo(fixture('two-seconds.mp4')))?.ext).toBe('mp4');
    expect((await sniffVideo(fixture('two-seconds.webm')))?.ext).toBe('webm');
  });

  it('refuses a text file named .mp4 as a video', async () => {
    expect(await sniffVideo(fixture('not-a-video.mp4'))).toBeNull();
  });

  it('recognises JPEG, PNG and WebP thumbnails and refuses a video as an image', async () => {
    expect((await sniffImage(fixture('thumb.jpg')))?.mime).toBe('image/jpeg');
    expect((await sniffImage(fixture('thumb.png')))?.mime).toBe('image/png');
    expect((await sniffImage(fixture('thumb.webp')))?.mime).toBe('image/webp');
    expect(await sniffImage(fixture('two-seconds.mp4'))).toBeNull();
  });
});
