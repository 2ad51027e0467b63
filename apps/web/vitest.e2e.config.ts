import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: Debian's Chromium driven by playwright-core against the real
 * combined server (fresh embedded database, real SMTP mailbox), started once by the
 * global setup. One file at a time in one forked worker: they share that server.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    globalSetup: ['e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
