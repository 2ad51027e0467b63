import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Runs `src/main.ts` the way `pnpm dev` does, with only the given environment. */
function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  return { child, output: () => output };
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForListening(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`server did not start: ${output()}`);
}

describe('main (the server process)', () => {
  // Each wrong value's message is checked in src/config.test.ts; this checks the process.
  it('refuses to start with wrong configuration: production without SMTP or SMS, a bad port', async () => {
    const { child, output } = startMain({ NODE_ENV: 'production', PORT: 'abc' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('NODE_ENV=production needs a real OTP delivery');
    expect(output()).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
  });

  it('serves, keeps a second process off its DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flick-main-'));
    // Start from the run's migrated template when there is one (the PGlite pass): creating
    // a PGlite directory from nothing costs seconds.
    const template = inject('pgliteTemplateDir');
    if (!process.env.DATABASE_URL && existsSync(template)) {
      cpSync(template, dataDir, { recursive: true });
      rmSync(path.join(dataDir, 'flick.lock'), { force: true });
    }
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'info' };
    const first = startMain(env);
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForListening(`${base}/api/account/oidc/providers`, first.output);
      const res = await fetch(`${base}/api/account/oidc/providers`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { providers: [] } });
      expect(res.headers.get('content-security-policy')).toContain("base-uri 'none'");

      const second = startMain({ ...env, PORT: String(await freePort()) });
      expect(await exitOf(second.child)).toBe(1);
      expect(second.output()).toMatch(/data directory is in use by process \d+/);

      first.child.kill('SIGTERM');
      expect(await exitOf(first.child)).toBe(0);
      expect(first.output()).toContain('shutting down');
      expect(existsSync(path.join(dataDir, 'flick.lock'))).toBe(false);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
  }, 90_000);
});
