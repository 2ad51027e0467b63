/**
 * Media processing speed and size on this machine: a phone-style upload (1080×1920, 30 fps,
 * 12 s, ~12 Mbit/s H.264 with its index at the end, camera-like noise, AAC) goes through the
 * pipeline's own steps (ffprobe check with the packet scan, rendition transcode with progress,
 * length check of the rendition, poster frame and the two posters with sharp), and the same
 * ffmpeg rendition command is run by hand on the same file, interleaved, ROUNDS times each.
 *
 *   pnpm bench transcode            (ROUNDS=3 by default; BENCH_ROUNDS to change)
 *
 * Prints: seconds of video processed per wall-clock second, its ratio to the hand-run
 * command (target ≥ 0.9), and the rendition's bytes against the upload's (target ≤ 25 %).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { grabFrame, posterImages, posterTime } from '../../apps/server/src/platform/media/images';
import { probeVideo } from '../../apps/server/src/platform/media/probe';
import { findMediaTools } from '../../apps/server/src/platform/media/tools';
import { renditionArgs, transcode } from '../../apps/server/src/platform/media/transcode';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = 12;

async function main() {
  const quiet = { info() {}, warn() {}, error() {} };
  const tools = await findMediaTools({}, quiet as never);
  if (!tools) throw new Error('no usable ffmpeg/ffprobe');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flick-bench-transcode-'));
  try {
    const input = path.join(dir, 'phone.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=1080x1920:r=30:d=${SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=f=330:d=${SECONDS}`,
      '-vf',
      'noise=alls=12:allf=t',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-b:v',
      '12M',
      '-maxrate',
      '12M',
      '-bufsize',
      '24M',
      '-c:a',
      'aac',
      '-b:a',
      '192k',
      '-shortest',
      input,
    ]);
    const uploadBytes = statSync(input).size;
    const pipelineTimes: number[] = [];
    const handTimes: number[] = [];
    let renditionBytes = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // The pipeline's steps, as the job runs them (without the database and storage moves).
      const out = path.join(dir, `pipeline-${round}.mp4`);
      let started = performance.now();
      const probed = await probeVideo(tools, input);
      await transcode(tools, input, out, {
        seconds: probed.seconds,
        maxSeconds: 60,
        onProgress: () => {},
      });
      const made = await probeVideo(tools, out, 60.5);
      await posterImages(await grabFrame(tools, out, posterTime(made.seconds)));
      pipelineTimes.push((performance.now() - started) / 1000);
      renditionBytes = statSync(out).size;
      // The same rendition command by hand.
      const hand = path.join(dir, `hand-${round}.mp4`);
      started = performance.now();
      execFileSync(
        tools.ffmpeg,
        renditionArgs(input, hand, 60).filter(
          (a, i, all) => a !== '-progress' && all[i - 1] !== '-progress',
        ),
        { stdio: 'ignore' },
      );
      handTimes.push((performance.now() - started) / 1000);
      rmSync(out);
      rmSync(hand);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const p = median(pipelineTimes);
    const h = median(handTimes);
    console.log(
      `input: 1080×1920 30 fps ${SECONDS} s, ${(uploadBytes / 1e6).toFixed(1)} MB (${((uploadBytes * 8) / SECONDS / 1e6).toFixed(1)} Mbit/s), ffmpeg ${tools.ffmpegVersion}`,
    );
    console.log(
      `rounds: ${ROUNDS} interleaved; pipeline ${pipelineTimes.map((x) => x.toFixed(2)).join(' ')} s; by hand ${handTimes.map((x) => x.toFixed(2)).join(' ')} s`,
    );
    console.log(
      `processing speed: ${(SECONDS / p).toFixed(2)} s of video per wall-clock second (median ${p.toFixed(2)} s for ${SECONDS} s)`,
    );
    console.log(
      `same command by hand: ${(SECONDS / h).toFixed(2)} s/s (median ${h.toFixed(2)} s); ratio pipeline/hand speed ${(h / p).toFixed(2)} (target ≥ 0.9)`,
    );
    console.log(
      `bytes served vs upload: ${(renditionBytes / 1e6).toFixed(2)} MB / ${(uploadBytes / 1e6).toFixed(2)} MB = ${((renditionBytes / uploadBytes) * 100).toFixed(1)} % (target ≤ 25 %)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
