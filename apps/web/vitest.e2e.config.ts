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
 * Browser end-to-end tests: Debian's Chromium driven by playwright-core against the real
 * combined server (fresh embedded database, real SMTP mailbox), started once by the
 * global setup. One file at a time in one forked worker: they share that server.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    provide: { mediaStore },
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
