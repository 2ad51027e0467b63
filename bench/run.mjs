#!/usr/bin/env node
// Runs benchmarks by name and prints their figures (never part of `pnpm test`).
//   pnpm bench                      lists the benchmarks (usage)
//   pnpm bench feed search          those whose name contains one of the words
//   pnpm bench web                  both web benchmarks; `server` the server ones
//   pnpm bench all                  every benchmark
// Server figures compare against a bare Fastify hello-world measured in the same run; see
// bench/README.md for what each one measures and its target, bench/web/README.md for the
// web ones.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const node = process.execPath;
// name, runner, file, arguments, what it prints
const benches = [
  ['server-feed', tsx, 'server/feed.ts', ['postgres'], 'feed pages at 10k/1M videos, PostgreSQL'],
  ['server-feed-pglite', tsx, 'server/feed.ts', ['pglite'], 'feed pages at 10k/1M videos, PGlite'],
  [
    'server-fanout',
    tsx,
    'server/fanout.ts',
    [],
    'listing by a 200k-follower author, heavy readers, follows under load (PostgreSQL)',
  ],
  [
    'server-volume',
    tsx,
    'server/volume.ts',
    [],
    'a fan-out job to 10k readers at the cap; sign-ups and follows at 1M vs 10k users (PostgreSQL)',
  ],
  [
    'server-upkeep',
    tsx,
    'server/upkeep.ts',
    [],
    'PGlite feeds and search without statistics vs after the upkeep',
  ],
  ['server-search', tsx, 'server/search.ts', [], 'search p50/p95/p99 at 1M videos'],
  ['server-upload-memory', tsx, 'server/upload-memory.ts', [], 'server RSS during a 2 GB upload'],
  [
    'server-resumable',
    tsx,
    'server/resumable.ts',
    [],
    'tus: resume cost of a 60 MB upload cut at 90 %, throughput vs multipart',
  ],
  [
    'server-insights',
    tsx,
    'server/insights.ts',
    [],
    "a video's insights vs a bare indexed SELECT, many watch reports",
  ],
  [
    'server-sse',
    tsx,
    'server/sse.ts',
    [],
    '5,000 open notification streams: MB per 1,000, delivery p99 of 1,000 notifications',
  ],
  ['server-media', tsx, 'server/media.ts', [], '1 MiB range requests vs nginx'],
  [
    'server-transcode',
    tsx,
    'server/transcode.ts',
    [],
    'upload processing speed and size vs ffmpeg by hand',
  ],
  ['web-first-frame', node, 'web/first-frame.mjs', [], 'navigation → first video frame on /reels'],
  ['web-lighthouse', node, 'web/lighthouse.mjs', [], 'Lighthouse performance, / and /reels'],
  ['web-blocking', node, 'web/blocking.mjs', [], 'main-thread blocking on a cold /reels, 4× CPU'],
];

const wanted = process.argv.slice(2);
if (wanted.length === 0) {
  console.log('usage: pnpm bench <name or part of a name>… | all\n');
  for (const [name, , file, , what] of benches) {
    console.log(`  ${name.padEnd(22)} ${what} (bench/${file})`);
  }
  console.log('\nbench/README.md and bench/web/README.md describe them and their last figures.');
  process.exit(0);
}
const chosen = benches.filter(
  ([name]) => wanted.includes('all') || wanted.some((word) => name.includes(word)),
);
if (chosen.length === 0) {
  console.error(`no benchmark matches ${wanted.join(' ')}; run \`pnpm bench\` for the list`);
  process.exit(1);
}
let failed = 0;
for (const [name, runner, file, args] of chosen) {
  console.log(`\n### ${name}`);
  const run = spawnSync(runner, [path.join(here, file), ...args], { stdio: 'inherit', cwd: root });
  if (run.status !== 0) {
    failed += 1;
    console.log(`${name} failed (exit ${run.status})`);
  }
}
process.exit(failed > 0 ? 1 : 0);
