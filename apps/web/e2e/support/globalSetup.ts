import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from './build';
import { assertChromium } from './chromium';
import { startMailbox } from './mailbox';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The combined server serving the built web app, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** The in-test mailbox's HTTP endpoint (see mailbox.ts). */
    mailboxURL: string;
    /** The server's DATA_DIR, for tests that check what it stored (never to change it). */
    dataDir: string;
  }
}

/** Once per run: Chromium present, web app built, a mailbox and the real server up. */
export default async function setup(project: TestProject) {
  assertChromium();
  ensureWebBuild();
  const mailbox = await startMailbox();
  const server = await startServer({ SMTP_URL: mailbox.smtpUrl });
  project.provide('baseURL', server.baseURL);
  project.provide('mailboxURL', mailbox.inspectUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.close();
    await mailbox.close();
  };
}
