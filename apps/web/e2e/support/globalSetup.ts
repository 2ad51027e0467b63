import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from './build';
import { assertChromium } from './chromium';
import { startMailbox } from './mailbox';
import { startObjectStore } from './objectStore';
import { freePort, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The combined server serving the built web app, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** The in-test mailbox's HTTP endpoint (see mailbox.ts). */
    mailboxURL: string;
    /** The server's DATA_DIR, for tests that check what it stored (never to change it). */
    dataDir: string;
    /**
     * The origin the browser finally reads media from: the server's own (media on disk) or,
     * in the S3 run (`FLICK_E2E_STORE=s3`), the bucket's, behind the media route's redirect.
     */
    mediaOrigin: string;
    /**
     * Where the server keeps media: `disk` (DATA_DIR) or `s3` (a bucket on s3rver). Set by
     * vitest.e2e.config.ts from `FLICK_E2E_STORE`.
     */
    mediaStore: 'disk' | 's3';
  }
}

/**
 * Once per run: Chromium present, web app built, a mailbox and the real server up; with
 * `FLICK_E2E_STORE=s3`, an S3 stand-in too, whose bucket the server keeps media in.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  ensureWebBuild();
  const mailbox = await startMailbox();
  // The port first: the bucket's CORS rules name the app's origin.
  const port = await freePort();
  const bucket =
    project.getProvidedContext().mediaStore === 's3'
      ? await startObjectStore(`http://127.0.0.1:${port}`)
      : undefined;
  const server = await startServer({ SMTP_URL: mailbox.smtpUrl, ...bucket?.serverEnv }, port).catch(
    async (error: unknown) => {
      await bucket?.close();
      await mailbox.close();
      throw error;
    },
  );
  project.provide('baseURL', server.baseURL);
  project.provide('mailboxURL', mailbox.inspectUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('mediaOrigin', bucket?.origin ?? server.baseURL);
  return async () => {
    await server.close();
    await bucket?.close();
    await mailbox.close();
  };
}
