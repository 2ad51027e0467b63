import { defineConfig } from 'vitest/config';

/**
 * The files run again with media in a bucket (`FLICK_E2E_STORE=s3`, ADR 0092): what a
 * browser reads from the bucket behind the media route's redirect. Captions (a caption
 * track, in the viewer and on the Home feed's boot video), and the viewer's download, share,
 * share-link preview and embed, and playback.
 */
const S3_FILES = ['e2e/captions.e2e.ts', 'e2e/viewer.e2e.ts'];

/** Where the e2e server keeps media: `FLICK_E2E_STORE`, `disk` unless it says `s3`. */
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
    include: mediaStore === 's3' ? S3_FILES : ['e2e/**/*.e2e.ts'],
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
