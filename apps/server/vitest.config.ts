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
    // A test that makes videos runs ffmpeg per video: 24 s of one such test on a loaded
    // two-core machine (four files at a time) was seen, and 30 s was passed on CI.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
