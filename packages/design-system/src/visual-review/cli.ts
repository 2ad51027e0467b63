// `pnpm visual:review [--from-last-run] [vitest arguments]` (ADR 0132): runs the visual tests
// with VISUAL_REVIEW_DIR set (CI=true, so no baseline is written), then assembles the report.
// With --from-last-run it only assembles, from the renders a run made with VISUAL_REVIEW_DIR
// set (CI's `pnpm test` does). Other arguments go to Vitest, e.g. `-t 'Flick/ReelPlayer'`.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_DIR } from './compare';
import { buildReport } from './report';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reviewDir = path.resolve(
  process.env.VISUAL_REVIEW_DIR ?? path.join(packageDir, 'visual-review'),
);
const baselineDir = path.join(packageDir, 'src/__screenshots__/visual.browser.test.tsx');
const args = process.argv.slice(2);
const fromLastRun = args.includes('--from-last-run');
const vitestArgs = args.filter((arg) => arg !== '--from-last-run');

const started = Date.now();
let source = 'Renders from the last visual run';
if (!fromLastRun) {
  rmSync(reviewDir, { recursive: true, force: true });
  const chromium = spawnSync('node', [path.join(packageDir, 'scripts/check-chromium.mjs')], {
    stdio: 'inherit',
  });
  if (chromium.status !== 0) process.exit(1);
  console.info(`━━ visual tests, renders kept in ${path.relative(process.cwd(), reviewDir)}`);
  const run = spawnSync(
    path.join(packageDir, 'node_modules/.bin/vitest'),
    ['run', '--project', 'visual', ...vitestArgs],
    {
      cwd: packageDir,
      stdio: 'inherit',
      // CI=true: a story without a baseline fails instead of writing one.
      env: { ...process.env, CI: 'true', VISUAL_REVIEW_DIR: reviewDir },
    },
  );
  source = `Renders from a visual run that ${run.status === 0 ? 'passed' : 'failed'}`;
}
if (!existsSync(path.join(reviewDir, CURRENT_DIR))) {
  console.warn(
    `No renders in ${path.join(reviewDir, CURRENT_DIR)}: run without --from-last-run, or run the ` +
      'visual tests with VISUAL_REVIEW_DIR set first.',
  );
}
const made = new Date().toISOString().slice(0, 16).replace('T', ' ');
const report = buildReport({
  baselineDir,
  reviewDir,
  baselineDirLabel: 'packages/design-system/src/__screenshots__/visual.browser.test.tsx',
  source: `${source}, assembled ${made} UTC`,
  // A run narrowed with Vitest arguments (`-t`) did not mean to render the other stories.
  listUnrendered: fromLastRun || vitestArgs.length === 0,
});
const { changed, new: added, missing, unchanged } = report.counts;
console.info(
  `\nvisual review: ${changed} changed, ${added} new, ${missing} not rendered, ${unchanged} unchanged` +
    ` (${((Date.now() - started) / 1000).toFixed(1)} s)\n${report.indexPath}`,
);
