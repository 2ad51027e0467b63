#!/usr/bin/env node
// The built chunks must not import one another in a cycle (ADR 0067). In a cycle, the chunk
// the browser reaches first runs last, so which one that is depends on which dynamic import's
// files arrive first. A chunk that does work when it runs (withStores builds the stores) can
// then run before the chunk it needs, and the page fails with "… is not a constructor".
// Reads Vite's build manifest: `imports` are the static imports between chunks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifestPath = fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url));
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Every cycle of static imports, each as the chunk files around it. */
function chunkCycles(chunks) {
  const cycles = [];
  const state = new Map(); // key → 'open' while on the path, 'done' after
  const path = [];
  const visit = (key) => {
    state.set(key, 'open');
    path.push(key);
    for (const next of chunks[key]?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(chunks)) if (!state.has(key)) visit(key);
  return cycles.map((cycle) => cycle.map((key) => chunks[key]?.file ?? key));
}

const cycles = chunkCycles(manifest);
if (cycles.length > 0) {
  console.error('The built chunks import one another in a cycle:');
  for (const cycle of cycles) console.error(`  ${cycle.join(' → ')}`);
  console.error(
    'Move the shared module into one of them (codeSplitting groups in vite.config.ts).',
  );
  process.exit(1);
}
console.log(`chunks   no import cycle among ${Object.keys(manifest).length} chunks`);
