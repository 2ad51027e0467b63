import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = fileURLToPath(new URL('../../', import.meta.url));
export const repoRoot = join(webRoot, '../..');
export const distDir = join(webRoot, 'dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * The e2e run tests the built app (as `pnpm start` serves it). It builds nothing it does
 * not have to: `pnpm run build` (vite build, then the .br/.gz files the server sends) runs
 * only when `dist` is missing or older than its sources. A bare `vite build` would leave a
 * dist without the precompressed files, which later runs (and the benchmarks) would reuse.
 */
export function ensureWebBuild(): void {
  const builtAt = newestMtime(join(distDir, 'index.html'));
  const sources = [
    join(webRoot, 'src'),
    join(webRoot, 'public'),
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    join(repoRoot, 'packages/design-system/src'),
    join(repoRoot, 'packages/stores/src'),
    join(repoRoot, 'packages/api-types/src'),
  ];
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt >= changedAt) return;
  console.info(builtAt ? 'apps/web/dist is stale: building' : 'apps/web/dist is missing: building');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const result = spawnSync('pnpm', ['run', 'build'], {
    cwd: webRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the web build failed; see the output above');
}
