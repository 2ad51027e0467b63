#!/usr/bin/env node
// The three published packages as a consumer gets them: builds each, packs it with pnpm
// (which applies `publishConfig` and turns `workspace:` ranges into versions), then checks
// every tarball with publint (package.json, `files`, `exports`) and @arethetypeswrong/cli
// (types resolve for ESM consumers and bundlers; the packages are ESM-only). With
// `--consumer`, also installs the tarballs into a scratch Vite + React app outside the
// workspace and renders it in Chromium against the real server (scripts/consumer/run.mjs).
// Prints the packed tarballs' folder; ADR 0033.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PUBLISHED = ['api-types', 'stores', 'design-system'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(cmd, args, cwd = root) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** Builds and packs the published packages into `dest`; returns { name: tarball path }. */
export function packAll(dest, { build = true } = {}) {
  if (build) run('pnpm', ['-r', '--filter', './packages/*', 'build']);
  const tarballs = {};
  for (const name of PUBLISHED) {
    const before = new Set(readdirSync(dest));
    run('pnpm', ['pack', '--pack-destination', dest], path.join(root, 'packages', name));
    const made = readdirSync(dest).filter((file) => !before.has(file) && file.endsWith('.tgz'));
    if (made.length !== 1) throw new Error(`pnpm pack of ${name} made ${made.length} tarballs`);
    tarballs[name] = path.join(dest, made[0]);
  }
  return tarballs;
}

/** publint (warnings are errors) and attw (ESM-only profile) over each tarball. */
export function lintTarballs(tarballs) {
  for (const [name, tarball] of Object.entries(tarballs)) {
    console.log(`\n── ${name}: publint, attw`);
    run('pnpm', ['exec', 'publint', 'run', tarball, '--strict']);
    // The CSS entry point has no types by design; attw only judges JavaScript entries.
    const exclude = name === 'design-system' ? ['--exclude-entrypoints', 'style.css'] : [];
    run('pnpm', [
      'exec',
      'attw',
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'table-flipped',
      ...exclude,
    ]);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const dest = mkdtempSync(path.join(tmpdir(), 'flick-packs-'));
  try {
    const tarballs = packAll(dest, { build: !args.includes('--no-build') });
    lintTarballs(tarballs);
    if (args.includes('--consumer')) {
      const { runConsumer } = await import('./consumer/run.mjs');
      await runConsumer(tarballs);
    }
    console.log('\n✔ the published packages pack, lint and resolve');
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}
