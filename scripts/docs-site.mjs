#!/usr/bin/env node
// `pnpm run docs` (`pnpm docs` is pnpm's own command): one static documentation site in
// docs-site/ (gitignored): the design system's Storybook under storybook/, a Redocly
// reference of each OpenAPI file under api/<host>.html and each published package's
// changelog under changelog/<package>.html, with an index page linking them and naming the
// packages' versions. Outside production the server serves the folder at /docs (ADR 0034).
// Chromatic, where its token is set, hosts each commit's Storybook as well (ADR 0130).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISHED } from './check-packages.mjs';

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
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>${body}</body></html>\n`;

// The published packages' versions, and their changelogs as plain pages.
mkdirSync(path.join(out, 'changelog'), { recursive: true });
const packages = PUBLISHED.map((folder) => {
  const dir = path.join(root, 'packages', folder);
  const { name, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const changelog = readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8');
  writeFileSync(
    path.join(out, 'changelog', `${folder}.html`),
    page(`${name} changelog`, `<pre style="white-space:pre-wrap">${escapeHtml(changelog)}</pre>`),
  );
  return { folder, name, version };
});

const hosts = HOSTS.map((host) => `<li><a href="api/${host}.html">${host} host</a></li>`).join('');
const versions = packages
  .map(
    ({ folder, name, version }) =>
      `<li>${escapeHtml(name)} ${escapeHtml(version)}: <a href="changelog/${folder}.html">changelog</a></li>`,
  )
  .join('');
writeFileSync(
  path.join(out, 'index.html'),
  page(
    'Flick docs',
    `<h1>Flick docs</h1>
<h2>Design system</h2><ul><li><a href="storybook/index.html">Storybook</a>: every component in each of its states</li></ul>
<h2>API reference</h2><ul>${hosts}</ul>
<h2>Packages</h2><ul>${versions}</ul>`,
  ),
);
console.log(`✔ docs site in ${path.relative(root, out)}/`);
