/**
 * A benchmark's server, in its own process: `hello` is a bare Fastify hello-world (the
 * yardstick), `flick` the combined server configured by the environment. Prints
 * `LISTENING <url>` once it listens.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

const mode = process.argv[2];
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../apps/server/package.json'));

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
  const app = await buildApp(loadConfig(), {
    webDistDir: null,
    // BENCH_UPKEEP=0: no VACUUM or ANALYZE by the server (bench/server/upkeep.ts).
    databaseUpkeep: process.env.BENCH_UPKEEP !== '0',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  console.log(`LISTENING http://127.0.0.1:${address.port} PID ${process.pid}`);
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
