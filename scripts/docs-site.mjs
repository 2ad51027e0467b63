#!/usr/bin/env node
// `pnpm run docs` (`pnpm docs` is pnpm's own command): one static documentation site in
// docs-site/ (gitignored): the design system's Storybook under storybook/ and a Redocly
// reference of each OpenAPI file under api/<host>.html, with an index page linking them.
// Outside production the server serves the folder at /docs (ADR 0034).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs-site');
const HOSTS = ['upload', 'video', 'account', 'discovery'];

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${cmd} ${args.join(' ')} failed`);
    process.exit(1);
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'api'), { recursive: true });
run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', path.join(out, 'storybook')]);
for (const host of HOSTS) {
  run('pnpm', [
    'exec',
    'redocly',
    'build-docs',
    host,
    '--output',
    path.join(out, 'api', `${host}.html`),
  ]);
}
const links = HOSTS.map((host) => `<li><a href="api/${host}.html">${host} host</a></li>`).join('');
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flick docs</title></head>
<body><h1>Flick docs</h1><ul><li><a href="storybook/index.html">Design system (Storybook)</a></li>${links}</ul></body></html>\n`,
);
console.log(`✔ docs site in ${path.relative(root, out)}/`);
