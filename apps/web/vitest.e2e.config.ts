import { defineConfig } from 'vitest/config';

/**
 * Where the e2e server keeps media: `FLICK_E2E_STORE`, `disk` unless it says `s3` (a bucket
 * on s3rver, ADR 0092). Any file can run on either; `pnpm test:e2e:s3` runs the ones that
 * read media in the browser (captions, the viewer's download, share, embed and playback)
 * again on S3 after the full run on disk.
 */
const mediaStore = process.env.FLICK_E2E_STORE ?? 'disk';
if (mediaStore !== 'disk' && mediaStore !== 's3') {
  throw new Error(`FLICK_E2E_STORE must be disk or s3, not ${mediaStore}`);
}

/**
 * How many files run side by side (`FLICK_E2E_WORKERS`, 2 unless it says otherwise): each
 * worker has a server and a world of its own, so a file only ever meets the files before it
 * in its own worker. The tests mostly wait (on the player, timers, the network), so two
 * workers nearly halve the run on two cores.
 */
const workers = Number(process.env.FLICK_E2E_WORKERS ?? '2');
if (!Number.isInteger(workers) || workers < 1 || workers > 8) {
  throw new Error(
    `FLICK_E2E_WORKERS must be a whole number from 1 to 8, not ${process.env.FLICK_E2E_WORKERS}`,
  );
}

/**
 * Browser end-to-end tests: Debian's Chromium driven by playwright-core against the real
 * combined server (fresh embedded database, demo world, real SMTP mailbox). The global setup
 * starts one server per worker; a worker's files run one after another on its server.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    provide: { mediaStore, workers },
    environment: 'node',
    pool: 'forks',
    maxWorkers: workers,
    fileParallelism: workers > 1,
    globalSetup: ['e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    // `expect.poll` waits 5 s, not vitest's 1 s: two files side by side on two cores make a
    // page a little slower to settle than one file alone.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
