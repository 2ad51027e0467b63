import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // PGlite is WebAssembly with a sizeable heap per database: separate processes. Four at a
    // time: the files mostly wait (timers, streams, child processes), so on two cores four
    // workers finish in about three quarters of the time two take, on the same CPU time.
    pool: 'forks',
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
