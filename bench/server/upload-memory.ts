/**
 * Server memory while a 2 GB video is uploaded: the server's resident set size is sampled
 * every 50 ms from /proc; growth = peak − before. The file is a real 2-second MP4 followed
 * by a 2 GB `free` box (valid MP4, 2 s long), generated on the fly by the client.
 * A bare Fastify hello-world's memory is printed beside it for scale.
 *
 *   pnpm exec tsx bench/server/upload-memory.ts      (BENCH_UPLOAD_MB=2048)
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fmt, ROOT, startServer } from './lib';
import { createUserSession } from './users';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 2048);

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flick-bench-upload-'));
const token = await createUserSession({ pgliteDir: dataDir });

const hello = await startServer('hello');
const helloRss = rssOf(hello.pid);
await hello.stop();

const server = await startServer('flick', {
  DATA_DIR: dataDir,
  UPLOAD_MAX_VIDEO_MB: String(SIZE_MB + 16),
});
try {
  // Let start-up garbage settle before the baseline.
  await new Promise((r) => setTimeout(r, 1500));
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 50);

  const mp4 = readFileSync(path.join(ROOT, 'apps/server/test/fixtures/two-seconds.mp4'));
  const padding = SIZE_MB * MB;
  const boundary = '----flickbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const freeHeader = Buffer.alloc(8);
  freeHeader.writeUInt32BE(padding + 8, 0);
  freeHeader.write('free', 4, 'latin1');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + mp4.length + 8 + padding + tail.length;

  const started = Date.now();
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const url = new URL(`${server.url}/api/upload/upload/video`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(length),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(MB);
      let sent = 0;
      req.write(head);
      req.write(mp4);
      req.write(freeHeader);
      const pump = () => {
        while (sent < padding) {
          const n = Math.min(MB, padding - sent);
          sent += n;
          if (!req.write(n === MB ? chunk : chunk.subarray(0, n))) {
            req.once('drain', pump);
            return;
          }
        }
        req.end(tail);
      };
      pump();
    },
  );
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n== memory while uploading ${SIZE_MB} MB ==`);
  console.log(`answer: ${status} ${body.slice(0, 80)}`);
  console.log(`hello-world idle RSS: ${fmt(helloRss / MB)} MB`);
  console.log(
    `server RSS before ${fmt(before / MB)} MB, peak ${fmt(peak / MB)} MB, growth ${fmt((peak - before) / MB)} MB (target ≤ 64 MB); ${fmt(SIZE_MB / seconds)} MB/s`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
