#!/usr/bin/env node
// Size budget (docs/architecture.md#performance): the JS a first visit to a route downloads — the
// entry chunk, the route's lazy chunks and every chunk they import statically — must stay at or
// under 150.1 kB gzip (ADR 0096, lowered by ADR 0149). Reads Vite's build manifest, so it follows the real chunk graph.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150.1;
const TARGET_KB = 100;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The first routes a visitor can land on, by the lazy modules they render before showing
 * anything: the page, and for every route but / the stores' chunk and the layouts' chunks
 * (firstRoutes.json, which the build's preloads and compile hints read too).
 */
const firstRoutes = JSON.parse(
  readFileSync(new URL('../firstRoutes.json', import.meta.url), 'utf8'),
);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the build manifest has no entry chunk');

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`chunk ${key} is missing from the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

let failed = false;
for (const [route, pages] of Object.entries(firstRoutes)) {
  const chunks = [...staticClosure([entryKey, ...pages])].map((key) => manifest[key].file);
  const files = chunks.filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const verdict = total <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
  console.log(
    `${route.padEnd(8)} ${total.toFixed(1).padStart(6)} kB gzip JS in ${files.length} chunks ` +
      `(budget ${BUDGET_KB} kB, target ${TARGET_KB} kB) ${verdict}`,
  );
  if (total > BUDGET_KB) failed = true;
  for (const file of files)
    console.log(`           ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}`);
}

// Firebase and the emoji picker must never be part of a first route.
for (const [key, chunk] of Object.entries(manifest)) {
  if (!/firebase|emoji-picker/.test(chunk.name ?? '')) continue;
  const pulledIn = Object.values(firstRoutes).some((pages) =>
    staticClosure([entryKey, ...pages]).has(key),
  );
  if (pulledIn) {
    console.log(`${chunk.file} is loaded by a first route; it must stay lazy`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
