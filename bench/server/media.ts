/**
 * Media range requests (1 MiB) from the Flick server vs nginx (Debian's, one worker,
 * sendfile) serving the same file from the same disk, with wrk; a bare Fastify
 * hello-world is measured with wrk in the same run for scale.
 *
 *   pnpm exec tsx bench/server/media.ts     (needs `apt-get install -y nginx wrk`)
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fmt, startServer } from './lib';

const DURATION = process.env.BENCH_DURATION ?? '8';
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '16';

function wrk(url: string, headers: string[] = []): { rps: number; transfer: string } {
  const out = execFileSync(
    'wrk',
    ['-t', '1', '-c', CONNECTIONS, '-d', `${DURATION}s`, ...headers.flatMap((h) => ['-H', h]), url],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const transfer = /Transfer\/sec:\s+(\S+)/.exec(out)?.[1] ?? '?';
  if (/Non-2xx/.test(out)) throw new Error(`non-2xx answers from ${url}:\n${out}`);
  return { rps, transfer };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flick-bench-media-'));
const mediaDir = path.join(dataDir, 'media');
mkdirSync(mediaDir, { recursive: true });
// A 16 MiB file stands in for a video: media serving never looks inside.
const name = `${randomBytes(16).toString('hex')}.mp4`;
writeFileSync(path.join(mediaDir, name), randomBytes(16 * 1024 * 1024));
// nginx's worker runs as an unprivileged user: let it read the folder.
chmodSync(dataDir, 0o755);
chmodSync(mediaDir, 0o755);

const nginxDir = path.join(dataDir, 'nginx');
mkdirSync(path.join(nginxDir, 'logs'), { recursive: true });
const nginxPort = 20000 + Math.floor(Math.random() * 20000);
writeFileSync(
  path.join(nginxDir, 'nginx.conf'),
  `worker_processes 1;
daemon off;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  types { video/mp4 mp4; }
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    location /api/upload/media/ { alias ${mediaDir}/; }
  }
}
`,
);
const nginx = spawn('nginx', ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], {
  stdio: 'inherit',
});
await new Promise((r) => setTimeout(r, 500));

const hello = await startServer('hello');
const server = await startServer('flick', { DATA_DIR: dataDir });
try {
  const range = ['Range: bytes=0-1048575'];
  const mid = ['Range: bytes=8388608-9437183'];
  const flickUrl = `${server.url}/api/upload/media/${name}`;
  const nginxUrl = `http://127.0.0.1:${nginxPort}/api/upload/media/${name}`;
  // Both must answer 206 with 1 MiB.
  for (const url of [flickUrl, nginxUrl]) {
    const res = await fetch(url, { headers: { range: 'bytes=0-1048575' } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 206 || body.length !== 1048576)
      throw new Error(`${url}: ${res.status} ${body.length}`);
  }
  const helloFig = wrk(hello.url);
  await hello.stop();
  wrk(flickUrl, range); // warm-up
  const flickFirst = wrk(flickUrl, range);
  const flickMid = wrk(flickUrl, mid);
  const nginxFirst = wrk(nginxUrl, range);
  const nginxMid = wrk(nginxUrl, mid);
  console.log(`\n== 1 MiB range requests, wrk -c ${CONNECTIONS} -d ${DURATION}s ==`);
  console.log(`hello-world: ${fmt(helloFig.rps, 0)} req/s`);
  console.log(
    `nginx: ${fmt(nginxFirst.rps, 0)} req/s (${nginxFirst.transfer}/s) first MiB, ${fmt(nginxMid.rps, 0)} req/s mid-file`,
  );
  console.log(
    `flick: ${fmt(flickFirst.rps, 0)} req/s (${flickFirst.transfer}/s) first MiB, ${fmt(flickMid.rps, 0)} req/s mid-file`,
  );
  console.log(
    `flick / nginx: ${fmt((100 * flickFirst.rps) / nginxFirst.rps)} % first MiB, ${fmt((100 * flickMid.rps) / nginxMid.rps)} % mid-file (target ≥ 30 %)`,
  );
} finally {
  await server.stop();
  await hello.stop();
  nginx.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  await rm(dataDir, { recursive: true, force: true });
}
