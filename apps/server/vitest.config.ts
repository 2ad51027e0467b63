import { defineConfig } from 'vitest/config';

/**
 * Files that check what their process has loaded, so they need a process of their own:
 * `traces.test.ts` starts tracing before it imports the app (the PostgreSQL instrumentation
 * patches `pg` only as it is first loaded, as in `main.ts`), and `metrics.test.ts` checks that
 * no OpenTelemetry code is loaded in a process that never started tracing.
 */
const ownProcess = [
  'src/platform/observability/traces.test.ts',
  'src/platform/observability/metrics.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
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
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ownProcess,
          // The files of a worker share its loaded modules (ADR 0163): loading the app's
          // module graph again for each of 88 files was about a third of the suite's CPU
          // time. Each file still builds apps and databases of its own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server-own-process', include: ownProcess },
      },
    ],
  },
});
