#!/usr/bin/env node
// `pnpm test:security`: the attack run against the real server, on PGlite and — when
// DATABASE_URL names a PostgreSQL server (a role with CREATEDB) — on PostgreSQL too.
// Prints one table of figures for both engines and exits non-zero on any defect.
// `--engine pglite` or `--engine postgresql` runs one engine only.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const arg = process.argv.indexOf('--engine');
const only = arg >= 0 ? process.argv[arg + 1] : undefined;
// `--skip crash,xss` leaves parts out (the files security/<part>.security.ts).
const skipArg = process.argv.indexOf('--skip');
const skipped = skipArg >= 0 ? (process.argv[skipArg + 1] ?? '').split(',').filter(Boolean) : [];
const parts = ['authz', 'concurrency', 'crash', 'fuzz', 'limits', 'media', 'xss'].filter(
  (p) => !skipped.includes(p),
);
const databaseUrl = process.env.DATABASE_URL;
const engines = ['pglite', 'postgresql'].filter((e) => !only || e === only);
if (engines.includes('postgresql') && !databaseUrl) {
  if (only === 'postgresql') {
    console.error('--engine postgresql needs DATABASE_URL=postgres://user:pass@host:port/postgres');
    process.exit(2);
  }
  engines.splice(engines.indexOf('postgresql'), 1);
  console.log('DATABASE_URL is not set: PGlite only.');
}

const figures = mkdtempSync(join(tmpdir(), 'flick-security-figures-'));

// The crash drill starts the built server (dist/main.js). Built once here, before the engines
// start: each engine building it for itself (tsup empties dist first) could delete the
// files under the other engine's server as it started.
const serverBuilt = parts.includes('crash');
if (serverBuilt) {
  const build = spawnSync('pnpm', ['--filter', '@flick/server', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('✖ the server build for the crash drill failed');
    process.exit(1);
  }
}

/**
 * One engine's run, its output lines prefixed with the engine's name. The engines run side
 * by side: each has databases and servers of its own, and the run mostly waits (on child
 * processes, the network, timers), so two at once take little longer than one.
 */
function runEngine(engine) {
  const started = Date.now();
  console.log(`━━ security suite on ${engine}`);
  const env = {
    ...process.env,
    FLICK_SECURITY_FIGURES: figures,
    ...(serverBuilt ? { FLICK_SERVER_BUILT: '1' } : {}),
  };
  if (engine === 'pglite') delete env.DATABASE_URL;
  const files = skipped.length > 0 ? parts.map((p) => `security/${p}.security.ts`) : [];
  const child = spawn('pnpm', ['--filter', '@flick/server', 'test:security', ...files], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const prefix = `[${engine}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ engine, ok: code === 0, secs: Math.round((Date.now() - started) / 1000) }),
    );
  });
}
const results = await Promise.all(engines.map(runEngine));

const rows = readdirSync(figures)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(figures, f), 'utf8')))
  .sort((a, b) => `${a.engine}${a.part}${a.check}`.localeCompare(`${b.engine}${b.part}${b.check}`));
rmSync(figures, { recursive: true, force: true });

const head = ['engine', 'part', 'check', 'checks', 'defects', 'note'];
const body = rows.map((r) => [
  r.engine,
  r.part,
  r.check,
  String(r.checks),
  String(r.defects),
  r.note,
]);
const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
    .join(' │ ');
const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
console.log(`\nSecurity run figures\n${line(head)}\n${rule}`);
for (const b of body) console.log(line(b));
console.log(rule);
const defects = rows.reduce((n, r) => n + r.defects, 0);
console.log(`total: ${rows.reduce((n, r) => n + r.checks, 0)} checks, ${defects} defects`);
for (const r of results) console.log(`${r.engine}: ${r.ok ? 'passed' : 'FAILED'} in ${r.secs}s`);
process.exit(results.every((r) => r.ok) && defects === 0 ? 0 : 1);
