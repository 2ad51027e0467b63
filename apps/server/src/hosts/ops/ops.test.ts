import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createUser,
  openEventStream,
  type ServerEvent,
  type TestApp,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/db/connect';
import { createNotification } from '../../rules/notifications/notifications.service';
import {
  SHUTDOWN_RETRY_MIN_MS,
  SHUTDOWN_RETRY_SPREAD_MS,
} from '../../rules/notifications/streamRetry';

const STREAM = '/api/account/notification/stream';
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness without a token, with the relay state of the engine', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Alive.', relay: onPostgres ? 'listening' : 'off' });
  });

  it('is ready when database, storage, queue and ffmpeg answer', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Ready.',
      checks: { database: 'ok', storage: 'ok', queue: 'ok', ffmpeg: 'ok' },
    });
  });

  it('answers 503 naming the check that failed', async () => {
    const stat = vi.spyOn(t.app.media, 'stat').mockRejectedValueOnce(new Error('bucket down'));
    try {
      const res = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Not ready: storage.',
        checks: { database: 'ok', storage: 'failed', queue: 'ok', ffmpeg: 'ok' },
      });
    } finally {
      stat.mockRestore();
    }
  });
});

describe('graceful shutdown', () => {
  it('ends open event streams with a retry hint of 1–3 s so clients reconnect elsewhere', async () => {
    const other = await buildTestApp();
    try {
      const maya = await createUser(other);
      const stream = await openEventStream(other, STREAM, maya.token);
      expect(stream.status).toBe(200);
      await other.app.close();
      await stream.ended();
      expect(stream.retries).toHaveLength(1);
      const [hint = 0] = stream.retries;
      expect(hint).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MIN_MS);
      expect(hint).toBeLessThan(SHUTDOWN_RETRY_MIN_MS + SHUTDOWN_RETRY_SPREAD_MS);
    } finally {
      await other.close();
    }
  });
});

// The relay exists only on PostgreSQL (DATABASE_URL set).
describe.runIf(onPostgres)('notification relay on PostgreSQL', () => {
  it('reconnects after its connection is cut and delivers notifications again', async () => {
    const t = await buildTestApp();
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    try {
      const maya = await createUser(t);
      const leo = await createUser(t);
      const stream = await openEventStream(t, STREAM, maya.token);
      try {
        // Cut this app's LISTEN connection (only this test database's, not other tests').
        const cut = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'`,
        );
        expect(cut.rowCount).toBeGreaterThan(0);
        // Notifications made from now on reach the stream once the relay listens again
        // (first retry after 250 ms); without reconnecting none ever would. Comments, since
        // each is told (a repeated like would not be, ADR 0084).
        let delivered: ServerEvent | undefined;
        for (let i = 0; i < 40 && !delivered; i += 1) {
          await createNotification(t.db, { userId: maya.id, actorId: leo.id, type: 'comment' });
          delivered = await stream.next(250).catch(() => undefined);
        }
        expect(delivered?.event).toBe('notification');
        expect(JSON.parse(delivered?.data ?? '{}')).toMatchObject({ type: 'comment' });
      } finally {
        stream.close();
      }
    } finally {
      await admin.end();
      await t.close();
    }
  });

  it('shows a relay that cannot reconnect as reconnecting in /api/health', async () => {
    const a = await buildTestApp();
    // A second app whose relay points at a database that is dropped under it.
    const second = await buildApp(a.config, {
      database: await openDatabase({ databaseUrl: a.config.databaseUrl ?? '' }),
      webDistDir: null,
      logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
    });
    try {
      expect((await second.inject({ url: '/api/health' })).json().relay).toBe('listening');
      // From the server's maintenance database: a database cannot refuse its own session.
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = `"${decodeURIComponent(new URL(a.config.databaseUrl ?? '').pathname.slice(1))}"`;
      try {
        // Refuse new connections to the app's database, then cut the relay's.
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = $1 AND query LIKE 'LISTEN %'`,
          [name.slice(1, -1)],
        );
        let relay = 'listening';
        for (let i = 0; i < 50 && relay !== 'reconnecting'; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          relay = (await second.inject({ url: '/api/health' })).json().relay;
        }
        expect(relay).toBe('reconnecting');
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      } finally {
        await admin.end();
      }
    } finally {
      await second.close();
      await a.close();
    }
  });
});
