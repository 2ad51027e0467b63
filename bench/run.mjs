#!/usr/bin/env node
// Runs the benchmarks and prints their figures (never part of `pnpm test`).
//   pnpm bench                 every server benchmark
//   pnpm bench feed search     only those whose file name contains a word
// Figures compare against a bare Fastify hello-world measured in the same run; see
// bench/README.md for what each one measures and its target.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const benches = [
  ['feed', 'server/feed.ts', ['postgres']],
  ['feed-pglite', 'server/feed.ts', ['pglite']],
  ['search', 'server/search.ts', []],
  ['upload-memory', 'server/upload-memory.ts', []],
  ['media', 'server/media.ts', []],
];
const wanted = process.argv.slice(2);
let failed = 0;
for (const [name, file, args] of benches) {
  if (wanted.length > 0 && !wanted.some((w) => name.includes(w))) continue;
  console.log(`\n### ${name}`);
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(here, file), ...args],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  if (run.status !== 0) {
    failed += 1;
    console.log(`${name} failed (exit ${run.status})`);
  }
}
process.exit(failed > 0 ? 1 : 0);
