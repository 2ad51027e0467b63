import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './build';

/** The real combined server, running as a child process on a fresh data directory. */
/** The username (and so the address `<name>@example.com`) the e2e server makes an admin. */
export const E2E_ADMIN_USERNAME = 'e2e_moderator';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  /** Everything the server printed, for the failure message. */
  output(): string;
  close(): Promise<void>;
}

/** A port nothing listens on now (the server's, chosen before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseURL: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} while starting:\n${output()}`);
    }
    try {
      // Any HTTP answer means it is listening (migrations run before listen).
      await fetch(`${baseURL}/api/account/oidc/providers`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within 120 s:\n${output()}`);
}

/**
 * Starts `apps/server/src/main.ts` (the entry `pnpm start` runs, from source through tsx)
 * on `port` (by default a random one) with a fresh temporary DATA_DIR and the given extra
 * environment, on `node` (by default this process's Node; the federation test's servers
 * need Node 22 or later).
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  node: string = process.execPath,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flick-e2e-'));
  port ??= await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const serverRoot = join(repoRoot, 'apps/server');
  let log = '';
  const child = spawn(node, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      // Always the embedded defaults (PGlite, media on disk), whatever the shell exports;
      // `env` brings a bucket for the S3 run (objectStore.ts).
      DATABASE_URL: '',
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_REGION: '',
      S3_PREFIX: '',
      SMS_WEBHOOK_URL: '',
      LOG_LEVEL: 'warn',
      // The demo world (a dozen users, 30 clips) fills the feed, explore and hashtags.
      SEED_DEMO: '1',
      // The demo world fills the install first, so an admin comes from ADMIN_EMAILS.
      ADMIN_EMAILS: `${E2E_ADMIN_USERNAME}@example.com`,
      // Every sign-up of a run comes from 127.0.0.1, three calls of the sign-up group each, and
      // a fast machine signs up over 100 users in ten minutes on one worker: the default 300
      // would answer 429 to the tests' own set-up. The limiter's tests are the server's.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => log;
  try {
    await waitUntilUp(baseURL, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    dataDir,
    output,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
