import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from './build';
import { assertChromium } from './chromium';
import { startMailbox } from './mailbox';
import { startObjectStore } from './objectStore';
import { freePort, startServer } from './server';

/** One e2e server as the tests see it: where it answers and where it keeps its files. */
export interface E2eServer {
  /** The combined server serving the built web app, e.g. `http://127.0.0.1:41234`. */
  baseURL: string;
  /** The server's DATA_DIR, for tests that check what it stored (never to change it). */
  dataDir: string;
  /**
   * The origin the browser finally reads media from: the server's own (media on disk) or,
   * in the S3 run (`FLICK_E2E_STORE=s3`), the bucket's, behind the media route's redirect.
   */
  mediaOrigin: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One server per test worker (`VITEST_POOL_ID` picks it, support/app.ts): files run side by
     * side, each worker's files one after another on a world of their own.
     */
    servers: E2eServer[];
    /** The in-test mailbox's HTTP endpoint (see mailbox.ts), shared by every server. */
    mailboxURL: string;
    /** The mailbox's SMTP address, for a file that starts servers of its own (federation). */
    mailboxSmtpURL: string;
    /**
     * Where the server keeps media: `disk` (DATA_DIR) or `s3` (a bucket on s3rver). Set by
     * vitest.e2e.config.ts from `FLICK_E2E_STORE`.
     */
    mediaStore: 'disk' | 's3';
    /** How many workers (and so servers) the run has, from vitest.e2e.config.ts. */
    workers: number;
  }
}

/**
 * Once per run: Chromium present, web app built, a mailbox, and one real server per worker
 * (started side by side); with `FLICK_E2E_STORE=s3`, an S3 stand-in for each, whose bucket
 * that server keeps media in.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  ensureWebBuild();
  const mailbox = await startMailbox();
  const { mediaStore, workers } = project.getProvidedContext();
  const started = await Promise.allSettled(
    Array.from({ length: workers }, async () => {
      const port = await freePort();
      const bucket =
        mediaStore === 's3' ? await startObjectStore(`http://127.0.0.1:${port}`) : undefined;
      const server = await startServer(
        { SMTP_URL: mailbox.smtpUrl, ...bucket?.serverEnv },
        port,
      ).catch(async (error: unknown) => {
        await bucket?.close();
        throw error;
      });
      return { server, bucket };
    }),
  );
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const closeAll = async () => {
    await Promise.all(
      running.map(async ({ server, bucket }) => {
        await server.close();
        await bucket?.close();
      }),
    );
    await mailbox.close();
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await closeAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    running.map(({ server, bucket }) => ({
      baseURL: server.baseURL,
      dataDir: server.dataDir,
      mediaOrigin: bucket?.origin ?? server.baseURL,
    })),
  );
  project.provide('mailboxURL', mailbox.inspectUrl);
  project.provide('mailboxSmtpURL', mailbox.smtpUrl);
  return closeAll;
}
