/**
 * Resumable uploads (tus, ADR 0097), two figures from one run, interleaved by round:
 *
 * - resume cost: the bytes a client sends for a 60 MB video whose connection is cut at 90 %
 *   and which then goes on (tus-js-client, as the app uses it: retry, HEAD, the rest),
 *   ÷ the file's size. Counted on the wire by a TCP relay between client and server (request
 *   lines, headers and bodies, everything the client sent); the relay itself makes the cut.
 * - throughput: the same file's upload time through tus (POST, one PATCH) vs the plain
 *   multipart `POST /upload/video`, both through the relay, each until the server answered
 *   (the file checked with ffprobe and stored).
 *
 * The 60 MB video is made with ffmpeg at run time (1280×720, 40 s, constant bitrate).
 *
 *   pnpm bench resumable          (BENCH_ROUNDS, 3)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fmt, ROOT, startServer } from './lib';
import { createUserSession } from './users';

const MB = 1024 * 1024;
const SIZE = 60 * MB;
const SECONDS = 40;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CUT_AT = 0.9;

// tus-js-client as the stores package depends on it (its Node build: http, Buffers).
const requireFromStores = createRequire(path.join(ROOT, 'packages/stores/package.json'));
const tus = requireFromStores('tus-js-client') as typeof import('tus-js-client');

/** A TCP relay that counts what clients send and can cut a connection after some bytes. */
function startRelay(target: URL) {
  let sent = 0;
  let cutAfter = Number.POSITIVE_INFINITY;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    client.on('data', (chunk: Buffer) => {
      const room = cutAfter - sent;
      if (chunk.length >= room) {
        // The cut: what fits goes through, then both sides lose the connection.
        const part = chunk.subarray(0, Math.max(0, room));
        sent += part.length;
        cutAfter = Number.POSITIVE_INFINITY;
        upstream.end(part, () => {
          upstream.destroy();
          client.destroy();
        });
        return;
      }
      sent += chunk.length;
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return {
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    },
    /** Starts counting from zero; cuts once `after` more bytes went through. */
    reset(after = Number.POSITIVE_INFINITY) {
      sent = 0;
      cutAfter = after;
    },
    get sent() {
      return sent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real video of about 60 MB (constant bitrate), trimmed to exactly 60 MB is not valid: kept whole. */
function makeVideo(dir: string): Buffer {
  const file = path.join(dir, 'sixty.mp4');
  const bitrate = Math.round((SIZE * 8) / SECONDS);
  execFileSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30`],
      ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-b:v', String(bitrate), '-minrate', String(bitrate), '-maxrate', String(bitrate)],
      ...['-bufsize', String(bitrate / 4), '-x264-params', 'nal-hrd=cbr:force-cfr=1'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ],
    { stdio: 'inherit' },
  );
  return readFileSync(file);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flick-bench-resumable-'));
const token = await createUserSession({ pgliteDir: dataDir });
const video = makeVideo(dataDir);
const server = await startServer('flick', { DATA_DIR: dataDir, UPLOAD_MAX_VIDEO_MB: '100' });
const relay = startRelay(new URL(server.url));
const base = await relay.listen();
const auth = { Authorization: `Bearer ${token}` };

/** Removes a stored upload again, so the disk holds one file at a time. */
async function discard(name: string) {
  await fetch(`${base}/api/upload/upload/${name}`, { method: 'DELETE', headers: auth });
}

async function multipart(): Promise<number> {
  relay.reset();
  const form = new FormData();
  form.append('file', new Blob([video], { type: 'video/mp4' }), 'sixty.mp4');
  const started = performance.now();
  const res = await fetch(`${base}/api/upload/upload/video`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = (await res.json()) as string[];
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`multipart answered ${res.status} ${JSON.stringify(body)}`);
  await discard(body[0] ?? '');
  return ms;
}

/** One tus upload; with `cut`, the relay drops the connection at 90 % of the file's bytes. */
function resumable(cut: boolean): Promise<{ ms: number; sent: number; attempts: number }> {
  // The creation request is small; the cut lands inside the PATCH's body.
  relay.reset(cut ? Math.round(video.length * CUT_AT) : Number.POSITIVE_INFINITY);
  let attempts = 1;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(video, {
      endpoint: `${base}/api/upload/upload/tus`,
      headers: auth,
      metadata: { filename: 'sixty.mp4', filetype: 'video/mp4' },
      retryDelays: [0, 200, 1000],
      onShouldRetry: () => {
        attempts += 1;
        return true;
      },
      onSuccess: () => {
        const ms = performance.now() - started;
        const id = upload.url?.slice(upload.url.lastIndexOf('/') + 1) ?? '';
        void discard(`${id}.mp4`).then(() => resolve({ ms, sent: relay.sent, attempts }));
      },
      onError: reject,
    });
    upload.start();
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

try {
  const loadBefore = os.loadavg();
  // A first upload of each kind warms the server (JIT, ffprobe's first start).
  await multipart();
  await resumable(false);
  const rows: Array<{
    multipart: number;
    tus: number;
    cut: { ms: number; sent: number; attempts: number };
  }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate which goes first, so a slow moment of the machine hits both.
    const order = round % 2 === 0 ? ['multipart', 'tus'] : ['tus', 'multipart'];
    const row = { multipart: 0, tus: 0, cut: { ms: 0, sent: 0, attempts: 0 } };
    for (const kind of order) {
      if (kind === 'multipart') row.multipart = await multipart();
      else row.tus = (await resumable(false)).ms;
    }
    row.cut = await resumable(true);
    rows.push(row);
  }
  const loadAfter = os.loadavg();

  console.log(`\n== resumable uploads (tus) vs multipart, ${fmt(video.length / MB)} MB video ==`);
  for (const [i, row] of rows.entries()) {
    console.log(
      `round ${i + 1}: multipart ${fmt(row.multipart)} ms, tus ${fmt(row.tus)} ms (${fmt(row.multipart / row.tus, 2)}); cut at 90 %: ${fmt(row.cut.sent / MB)} MB sent in ${row.cut.attempts} attempts, ${fmt(row.cut.ms)} ms (${fmt(row.cut.sent / video.length, 3)})`,
    );
  }
  const resumeCost = median(rows.map((r) => r.cut.sent / video.length));
  const throughput = median(rows.map((r) => r.multipart)) / median(rows.map((r) => r.tus));
  console.log(
    `resume cost (bytes sent for a cut at 90 % and resumed ÷ file size), median: ${fmt(resumeCost, 3)} (target ≤ 1.15)`,
  );
  console.log(
    `throughput tus ÷ multipart (multipart time ÷ tus time, medians): ${fmt(throughput, 2)} (target ≥ 0.9)`,
  );
  console.log(
    `load average before ${loadBefore.map((l) => fmt(l, 2)).join(' ')}, after ${loadAfter.map((l) => fmt(l, 2)).join(' ')}; ${os.cpus().length} cores`,
  );
} finally {
  await relay.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
