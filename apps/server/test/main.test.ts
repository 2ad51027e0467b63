import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../src/platform/db/connect';
import { startJobQueue } from '../src/platform/jobs/queue';
import { MEDIA_JOB_SPAN, REQUEST_ID_ATTRIBUTE } from '../src/platform/observability/traces';
import { createUser, freePort, freshDatabase, UNKNOWN_ID } from './helpers';
import { attribute, OtlpReceiver } from './otlpReceiver';
import { exitOf, runEntry } from './processes';

/** The server process (`src/main.ts`). */
const startMain = (env: Record<string, string>, wrapper: string[] = []) =>
  runEntry('src/main.ts', env, { wrapper });

/**
 * A new DATA_DIR, from the run's migrated template when there is one (the PGlite pass):
 * creating a PGlite directory from nothing costs seconds.
 */
function newDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('pgliteTemplateDir');
  if (!process.env.DATABASE_URL && existsSync(template)) {
    cpSync(template, dataDir, { recursive: true });
    rmSync(path.join(dataDir, 'flick.lock'), { recursive: true, force: true });
  }
  return dataDir;
}

async function waitForListening(
  url: string,
  output: () => string,
  withinMs: number,
): Promise<void> {
  const deadline = Date.now() + withinMs;
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
  // Each wrong value's message is checked in src/platform/config/config.test.ts; this checks the process.
  it('refuses to start with wrong configuration: production without SMTP or SMS, a bad port', async () => {
    const { child, output } = startMain({ NODE_ENV: 'production', PORT: 'abc' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('NODE_ENV=production needs a real OTP delivery');
    expect(output()).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
  });

  it('serves, keeps a second process off its DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = newDataDir('flick-main-');
    const port = await freePort();
    const metricsPort = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'info' };
    const first = startMain({ ...env, METRICS_PORT: String(metricsPort) });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForListening(`${base}/api/account/oidc/providers`, first.output, 90_000);
      const res = await fetch(`${base}/api/account/oidc/providers`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { providers: [] } });
      expect(res.headers.get('content-security-policy')).toContain("base-uri 'none'");
      // Without ADMIN_EMAILS the start says, once, who the admin is or will be.
      expect(first.output().match(/ADMIN_EMAILS is not set: /g)).toHaveLength(1);
      expect(first.output()).toContain(
        "the next account to sign up will be this install's admin, as its first account",
      );
      // The metrics listener (METRICS_PORT) serves the request just made, by its route.
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('route="/api/account/oidc/providers"');

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
  }, 150_000);

  // The lock guards the embedded database's directory; on PostgreSQL there is none to guard.
  it.skipIf(!!process.env.DATABASE_URL)(
    'starts again after a SIGKILL as PID 1 of its own PID namespace, as in a container',
    async () => {
      const dataDir = newDataDir('flick-pid1-');
      const port = await freePort();
      const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'info' };
      const url = `http://127.0.0.1:${port}/api/account/oidc/providers`;
      // A new PID namespace with its own /proc: node is PID 1 there, as in a container;
      // SIGKILL to unshare reaches it (--kill-child). Without root, a user namespace maps it.
      const wrapper = [
        'unshare',
        ...(process.getuid?.() === 0 ? [] : ['--user', '--map-root-user']),
        '--pid',
        '--fork',
        '--mount-proc',
        '--kill-child=SIGKILL',
      ];
      const first = startMain(env, wrapper);
      try {
        await waitForListening(url, first.output, 60_000);
        expect(first.output()).toContain('"pid":1,');
        first.child.kill('SIGKILL');
        await exitOf(first.child);
      } finally {
        if (first.child.exitCode === null) first.child.kill('SIGKILL');
      }
      // The lock left behind names PID 1 again, but of another namespace: the new process
      // cannot tell that one is dead, so it waits for the lock to go stale, then starts.
      const second = startMain(env, wrapper);
      try {
        await waitForListening(url, second.output, 90_000);
        expect((await fetch(url)).status).toBe(200);
        expect(second.output()).not.toContain('in use by');
        // As a container's stop does: SIGTERM to PID 1 itself (unshare passes none on).
        const inner = execFileSync('pgrep', ['-P', String(second.child.pid)], { encoding: 'utf8' });
        process.kill(Number(inner.trim()), 'SIGTERM');
        expect(await exitOf(second.child)).toBe(0);
        expect(second.output()).toContain('shutting down');
      } finally {
        if (second.child.exitCode === null) second.child.kill('SIGKILL');
      }
    },
    180_000,
  );

  // A worker needs PostgreSQL (on the embedded database the server runs the media worker).
  it.skipIf(!process.env.DATABASE_URL)(
    'pnpm worker serves its own metrics on its METRICS_PORT, and exports the span of a job in its trace',
    async () => {
      const { target, drop } = await freshDatabase();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flick-worker-'));
      const metricsPort = await freePort();
      const collector = new OtlpReceiver();
      const worker = runEntry('src/worker.ts', {
        ...('databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : {}),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: 'worker-scrape-secret-0123',
        OTEL_EXPORTER_OTLP_ENDPOINT: await collector.start(),
        // The SDK's own variable: send spans every 200 ms rather than every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '200',
      });
      try {
        const url = `http://127.0.0.1:${metricsPort}/metrics`;
        await waitForListening(url, worker.output, 60_000);
        expect((await fetch(url)).status).toBe(401);
        const res = await fetch(url, {
          headers: { authorization: 'Bearer worker-scrape-secret-0123' },
        });
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).toContain('flick_jobs_waiting{queue="media-process"} 0');
        expect(text).toContain('# TYPE flick_transcode_seconds histogram');
        expect(text).toContain('flick_db_pool_max_connections{pool="queries"} 10');

        // A media job queued in a request's trace (ADR 0128): the worker's span continues it.
        const traceId = '0af7651916cd43dd8448eb211c80319c';
        const handle = await openDatabase(target);
        const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
        const queue = await startJobQueue(handle.db, log, {
          recoverOrphans: false,
          leaseId: UNKNOWN_ID,
        });
        await queue.sendMedia({
          videoId: UNKNOWN_ID,
          requestId: 'edge-worker-1',
          traceparent: `00-${traceId}-b7ad6b7169203331-01`,
        });
        await queue.stop();
        await handle.close();
        // Spans leave in batches.
        const job = await vi.waitFor(
          () => {
            const span = collector.spans.find((s) => s.name === MEDIA_JOB_SPAN);
            if (!span) throw new Error('no job span yet');
            return span;
          },
          { timeout: 20_000, interval: 250 },
        );
        expect(job.traceId).toBe(traceId);
        expect(job.parentSpanId).toBe('b7ad6b7169203331');
        expect(job.service).toBe('flick-worker');
        expect(attribute(job, REQUEST_ID_ATTRIBUTE)).toBe('edge-worker-1');

        worker.child.kill('SIGTERM');
        expect(await exitOf(worker.child)).toBe(0);
      } finally {
        if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
        await collector.stop();
        rmSync(dataDir, { recursive: true, force: true });
        await drop();
      }
    },
    90_000,
  );

  it('pnpm flick admin grant | list | revoke: works on the configured database, or says its usage', async () => {
    // A database of its own: the server named by DATABASE_URL may hold others' data.
    const { target, drop } = await freshDatabase();
    const dataDir =
      'pgliteDir' in target ? target.pgliteDir : mkdtempSync(path.join(os.tmpdir(), 'flick-cli-'));
    const cli = async (...args: string[]) => {
      const env = {
        DATA_DIR: dataDir,
        ...('databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : {}),
      };
      const { child, output } = runEntry('src/cli.ts', env, { args });
      return { code: await exitOf(child), output: output() };
    };
    try {
      const usage = await cli('admin');
      expect(usage.code).toBe(1);
      expect(usage.output).toContain('pnpm flick admin grant <@name | email>');

      // An account of the install (its handle closed: on PGlite the CLI takes the lock).
      const handle = await openDatabase(target);
      const ana = await createUser(handle, { email: 'ana.cli@example.com' });
      await handle.close();

      const granted = await cli('admin', 'grant', 'ana.cli@example.com');
      expect(granted.output).toContain(`@${ana.userName} is an admin now.`);
      expect(granted.code).toBe(0);
      const listed = await cli('admin', 'list');
      expect(listed.output).toContain(
        `@${ana.userName}  ana.cli@example.com  granted with pnpm flick admin grant`,
      );
      expect(listed.code).toBe(0);
      const revoked = await cli('admin', 'revoke', `@${ana.userName}`);
      expect(revoked.output).toContain(`@${ana.userName} is no admin any more.`);
      expect(revoked.code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await drop();
    }
  }, 150_000);
});
