/**
 * A benchmark's server, in its own process: `hello` is a bare Fastify hello-world (the
 * yardstick), `sse` a bare Fastify event-stream hello-world (the notification streams'
 * yardstick: `GET /stream/:i` holds stream i open, `POST /send/:i/:tag` writes one event to
 * it), `flick` the combined server configured by the environment. Prints `LISTENING <url>`
 * once it listens.
 */
import { writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import inspector from 'node:inspector';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config/config';

const mode = process.argv[2];
/** What the `sse` floor's routes read of a request. */
type StreamRequest = { params: { i: string } };
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../apps/server/package.json'));

// On SIGUSR2: a full garbage collection, then `MEMORY <rss> <heapUsed> <external>` (bytes).
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
process.on('SIGUSR2', () => {
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  console.log(`MEMORY ${rss} ${heapUsed} ${external}`);
});

async function main() {
  if (mode === 'hello') {
    const Fastify = require('fastify');
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    console.log(`LISTENING http://127.0.0.1:${address.port} PID ${process.pid}`);
    return;
  }
  if (mode === 'sse') {
    const Fastify = require('fastify');
    const app = Fastify();
    const streams = new Map<string, ServerResponse>();
    app.get(
      '/stream/:i',
      (request: StreamRequest, reply: { hijack(): void; raw: ServerResponse }) => {
        const { i } = request.params;
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
        reply.raw.write(': connected\n\n');
        streams.set(i, reply.raw);
        reply.raw.on('close', () => streams.delete(i));
      },
    );
    app.post('/send/:i/:tag', async (request: StreamRequest & { params: { tag: string } }) => {
      const { i, tag } = request.params;
      streams.get(i)?.write(`event: notification\ndata: ${JSON.stringify({ tag })}\n\n`);
      return { sent: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    console.log(`LISTENING http://127.0.0.1:${address.port} PID ${process.pid}`);
    return;
  }
  const app = await buildApp(loadConfig(), {
    webDistDir: null,
    // BENCH_UPKEEP=0: no VACUUM or ANALYZE by the server (bench/server/upkeep.ts).
    databaseUpkeep: process.env.BENCH_UPKEEP !== '0',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  console.log(`LISTENING http://127.0.0.1:${address.port} PID ${process.pid}`);
  // BENCH_CPU_PROFILE=<file>: a CPU profile from the start, written on SIGHUP (sse.ts).
  const profileFile = process.env.BENCH_CPU_PROFILE;
  const profiler = profileFile ? new inspector.Session() : undefined;
  if (profiler) {
    profiler.connect();
    profiler.post('Profiler.enable', () => profiler.post('Profiler.start'));
  }
  // SIGHUP: the profile so far is written (a signal to the server's own process, not tsx's).
  process.on('SIGHUP', () => {
    profiler?.post('Profiler.stop', (err, result) => {
      if (!err && profileFile) writeFileSync(profileFile, JSON.stringify(result.profile));
      console.log('PROFILE WRITTEN');
    });
  });
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
