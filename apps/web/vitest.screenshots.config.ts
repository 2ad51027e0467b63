import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

/**
 * README screenshots (`pnpm --filter @flick/web screenshots`): the e2e tooling — the real
 * server with the demo world, Debian's Chromium — photographs the main screens at phone
 * and desktop width into docs/screenshots/. Not part of `pnpm test`.
 */
export default defineConfig({
  test: { ...e2e.test, include: ['e2e/screenshots/*.shots.ts'] },
});
