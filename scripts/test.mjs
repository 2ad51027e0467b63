#!/usr/bin/env node
// The one test command (`pnpm test`): every check that can fail a release, in order,
// stopping at the first failure. Each step is a plain command so a failure names itself.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']],
  ['lint', 'pnpm', ['lint']],
  ['repo docs', 'node', ['--test', 'scripts/check-docs.test.mjs']],
  ['repo citations', 'node', ['scripts/check-docs.mjs']],
  ['release workflows', 'node', ['--test', 'scripts/workflows.test.mjs']],
  ['openapi lint', 'pnpm', ['lint:openapi']],
  ['codegen drift', 'pnpm', ['gen:check']],
  ['package tests', 'pnpm', ['-r', '--workspace-concurrency=1', '--if-present', 'test']],
  ['published packages', 'node', ['scripts/check-packages.mjs', '--consumer']],
];

const only = process.argv.slice(2);
let passed = 0;
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`\n✖ ${name} failed after ${secs}s (exit ${result.status ?? result.signal})`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nall steps green in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`steps: ${passed} passed, 0 failed`);
