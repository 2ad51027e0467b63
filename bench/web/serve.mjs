// The combined server as apps/server/src/main.ts starts it, but serving the web app from
// BENCH_WEB_DIST: a private copy of apps/web/dist, so a rebuild in the shared working
// tree (vite empties dist first) cannot pull files from under a running benchmark.
// Run through tsx from apps/server: node --import tsx ../../bench/web/serve.mjs
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { seedIfEmpty } from '../../apps/server/src/seed/demo.ts';

const config = loadConfig();
const app = await buildApp(config, { webDistDir: process.env.BENCH_WEB_DIST });
if (config.seedDemo) await seedIfEmpty(app.db, app.media, app.log);
const stop = async () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: config.host });
