// The combined server as apps/server/src/main.ts starts it, but serving the web app from
// BENCH_WEB_DIST: a private copy of apps/web/dist, so a rebuild in the shared working
// tree (vite empties dist first) cannot pull files from under a running benchmark.
// Run through tsx from apps/server: node --import tsx ../../bench/web/serve.mjs
//
// Two routes exist only here, for the first-frame benchmark's floor (first-frame.mjs):
//   GET /__bench/bare?src=<path>  a bare page: one <video autoplay muted playsinline> of
//                                 `src`, no script, no stylesheet, from this same process
//   GET /__bench/files/<name>     a file of BENCH_FILES_DIR as it is (Range supported): the
//                                 original of an upload, served the way the app served
//                                 uploads before the media pipeline
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { seedIfEmpty } from '../../apps/server/src/seed/demo.ts';

/** A same-origin path: nothing that could leave the attribute it is written into. */
const SAFE_SRC = /^\/[\w\-./%]+$/;

const config = loadConfig();
const app = await buildApp(config, { webDistDir: process.env.BENCH_WEB_DIST });
app.get('/__bench/bare', async (request, reply) => {
  const src = String(request.query?.src ?? '');
  if (!SAFE_SRC.test(src)) return reply.code(400).send({ message: 'src must be a path.' });
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>bare</title></head><body style="margin:0;background:#000">' +
        `<div data-state="active"><video autoplay muted playsinline loop src="${src}"` +
        ' style="display:block;width:100%;height:100vh;object-fit:contain"></video></div>' +
        '</body></html>',
    );
});
const filesDir = process.env.BENCH_FILES_DIR;
if (filesDir) {
  app.get('/__bench/files/:name', (request, reply) => {
    const { name } = request.params;
    if (!/^[\w-]+\.\w+$/.test(name)) return reply.code(400).send({ message: 'bad name' });
    // @fastify/static's sendFile (decorated by the app's web-build plugin): Range, ETag.
    return reply.sendFile(name, filesDir);
  });
}
if (config.seedDemo) await seedIfEmpty(app.db, app.media, app.log);
const stop = async () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: config.host });
