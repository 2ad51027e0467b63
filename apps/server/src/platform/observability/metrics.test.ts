import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadFile, waitForProcessing } from '../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  openEventStream,
  openFreshDatabase,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../test/helpers';
import { loadedTracingModules } from '../../../test/loadedModules';
import { loadConfig } from '../config/config';
import { REQUEST_ID_HEADER } from '../http/requestId';
import { JOBS_SCHEMA, MEDIA_QUEUE, PUBLISH_QUEUE, startJobQueue } from '../jobs/queue';
import { createTelemetry, METRIC } from './metrics';
import { METRICS_PATH, METRICS_TOKEN_REQUIRED } from './metricsServer';

const TOKEN = 'scrape-secret-0123456789abcdef';
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The metrics listener of `app` (the test fails when metrics are off). */
function listener(app: FastifyInstance): FastifyInstance {
  if (!app.metricsServer) throw new Error('metrics are off');
  return app.metricsServer;
}

/** The Prometheus text of `app`'s listener, read with the token. */
async function scrape(app: FastifyInstance): Promise<string> {
  const res = await listener(app).inject({
    method: 'GET',
    url: METRICS_PATH,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of the sample `name{labels}` (labels as Prometheus prints them), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

describe('metrics are off unless configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no listener, and the app answers 404 at /metrics', async () => {
    expect(t.app.metricsServer).toBeNull();
    expect(t.app.telemetry).toBeNull();
    const res = await t.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(404);
  });

  it('exports no traces either: no OpenTelemetry code is loaded', async () => {
    expect(t.app.tracing).toBeNull();
    await t.inject({ method: 'GET', url: `/api/video/public/videos/${UNKNOWN_ID}` });
    expect(loadedTracingModules()).toEqual([]);
  });

  it('still answers each request with its id', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { [REQUEST_ID_HEADER]: 'edge-7f3a9c' },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toBe('edge-7f3a9c');
  });
});

describe('the metrics configuration', () => {
  it('needs METRICS_PORT for a host or token, another port than PORT, and a long token', () => {
    expect(() => loadConfig({ METRICS_TOKEN: TOKEN })).toThrow(
      'METRICS_HOST and METRICS_TOKEN need METRICS_PORT',
    );
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });
});

describe('metrics on their own port, behind a token', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_PORT: '9464', METRICS_TOKEN: TOKEN } });
    user = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a scrape without the token, or with another one (401)', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', TOKEN]) {
      const res = await listener(t.app).inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({
        code: 'metrics_token_required',
        message: METRICS_TOKEN_REQUIRED,
      });
    }
  });

  it('serves Prometheus text over a real socket, and nothing on the app port', async () => {
    await listener(t.app).listen({ port: 0, host: '127.0.0.1' });
    const address = listener(t.app).server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}${METRICS_PATH}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(sample(text, METRIC.jobsWaiting, `queue="${MEDIA_QUEUE}"`)).toBe(0);
    expect(sample(text, METRIC.jobsOldestWaiting, `queue="${MEDIA_QUEUE}"`)).toBe(0);
    expect(sample(text, METRIC.streamsOpen)).toBe(0);
    // The PostgreSQL pool's figures; the embedded database has no pool to show.
    if (onPostgres) {
      expect(sample(text, METRIC.poolMax, 'pool="queries"')).toBe(10);
      expect(sample(text, METRIC.poolMax, 'pool="upload_locks"')).toBe(20);
      // The app's own background work (the scrape's read of the queue, the job queue's
      // polling) may hold or wait for a connection right now: the figures are there.
      expect(sample(text, METRIC.poolConnections, 'pool="queries",state="busy"')).toBeLessThan(11);
      expect(sample(text, METRIC.poolWaiting, 'pool="queries"')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain(METRIC.poolConnections);
    }
    expect((await t.inject({ method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
  });

  it('counts requests by route pattern, never by the id in the address', async () => {
    const health = 'method="GET",route="/api/health",status_code="2xx"';
    const before = sample(await scrape(t.app), `${METRIC.requests}_count`, health) ?? 0;
    await t.inject({ method: 'GET', url: '/api/health' });
    await t.inject({ method: 'GET', url: '/api/health' });
    const res = await t.inject({ method: 'GET', url: `/api/video/public/videos/${UNKNOWN_ID}` });
    expect(res.statusCode).toBe(404);
    const text = await scrape(t.app);
    expect(sample(text, `${METRIC.requests}_count`, health)).toBe(before + 2);
    expect(
      sample(
        text,
        `${METRIC.requests}_count`,
        'method="GET",route="/api/video/public/videos/:videoId",status_code="4xx"',
      ),
    ).toBe(1);
    expect(text).not.toContain(UNKNOWN_ID);
  });

  it('counts the open notification streams', async () => {
    const stream = await openEventStream(t, '/api/account/notification/stream', user.token);
    try {
      expect(stream.status).toBe(200);
      expect(sample(await scrape(t.app), METRIC.streamsOpen)).toBe(1);
    } finally {
      stream.close();
    }
  });

  it("takes the proxy's request id, answers it, and carries it into the video's job and the worker's log", async () => {
    const requestId = 'nginx-0a1b2c3d4e5f';
    const thumb = await uploadFile(t, user, 'thumb');
    const file = await uploadFile(t, user, 'video');
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: user.token,
      headers: { [REQUEST_ID_HEADER]: requestId },
      payload: {
        videoUrl: file.replace(/\.[^.]+$/, ''),
        thumbUrl: `/api/upload/media/${thumb}`,
        thumbUrlCompress: `/api/upload/media/${thumb}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers[REQUEST_ID_HEADER]).toBe(requestId);
    const videoId = (res.json() as { data: { id: string } }).data.id;

    const { rows } = await sql<{ data: { videoId: string; requestId?: string } }>`
      SELECT data FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE name = ${MEDIA_QUEUE}
    `.execute(t.db);
    expect(rows.map((r) => r.data)).toContainEqual({ videoId, requestId });

    expect((await waitForProcessing(t, videoId, user.id)).state).toBe('ready');
    // Logged just after the row turns ready.
    const ready = await vi.waitFor(() => {
      const line = t.logs
        .map((text) => JSON.parse(text) as { msg?: string; videoId?: string; reqId?: string })
        .find((entry) => entry.msg === 'video ready' && entry.videoId === videoId);
      if (!line) throw new Error('no "video ready" line yet');
      return line;
    });
    expect(ready.reqId).toBe(requestId);
    // The same id on the request's own log line.
    expect(
      t.logs.some((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('"req"')),
    ).toBe(true);

    // The transcode was timed.
    expect(sample(await scrape(t.app), `${METRIC.transcodeSeconds}_count`, 'outcome="ok"')).toBe(1);
  });

  it('gives a request a new id when the header is not a sane one', async () => {
    for (const bad of ['x'.repeat(129), 'two words', 'quote"d', '']) {
      const res = await t.inject({
        method: 'GET',
        url: '/api/health',
        headers: { [REQUEST_ID_HEADER]: bad },
      });
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});

describe("the job queue's figures", () => {
  it('count the jobs due and waiting by queue and the oldest one’s wait, not a job due later', async () => {
    const fresh = await openFreshDatabase();
    const { db } = fresh.handle;
    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    // A queue with no worker in this process: what is sent waits.
    const queue = await startJobQueue(db, log, { recoverOrphans: false, leaseId: UNKNOWN_ID });
    try {
      await queue.sendMedia({ videoId: UNKNOWN_ID });
      await queue.sendMedia({ videoId: '00000000-0000-4000-8000-000000000001' });
      // A video scheduled for next week is not queue depth.
      await queue.sendPublish({ videoId: UNKNOWN_ID }, new Date(Date.now() + 7 * 86_400_000), db);
      // The first media job became due 90 s ago; one of the others is running.
      await sql`UPDATE ${sql.raw(JOBS_SCHEMA)}.job SET start_after = now() - interval '90 seconds'
        WHERE name = ${MEDIA_QUEUE} AND data->>'videoId' = ${UNKNOWN_ID}`.execute(db);
      const telemetry = createTelemetry(log);
      telemetry.watchQueue(db);
      const text = await telemetry.registry.metrics();
      expect(sample(text, METRIC.jobsWaiting, `queue="${MEDIA_QUEUE}"`)).toBe(2);
      expect(sample(text, METRIC.jobsWaiting, `queue="${PUBLISH_QUEUE}"`)).toBe(0);
      expect(sample(text, METRIC.jobsActive, `queue="${MEDIA_QUEUE}"`)).toBe(0);
      const oldest = sample(text, METRIC.jobsOldestWaiting, `queue="${MEDIA_QUEUE}"`) ?? 0;
      expect(oldest).toBeGreaterThanOrEqual(90);
      expect(oldest).toBeLessThan(150);
      expect(sample(text, METRIC.jobsOldestWaiting, `queue="${PUBLISH_QUEUE}"`)).toBe(0);

      // A job taken by a worker is active, no longer waiting.
      await sql`UPDATE ${sql.raw(JOBS_SCHEMA)}.job SET state = 'active', started_on = now()
        WHERE name = ${MEDIA_QUEUE} AND data->>'videoId' = ${UNKNOWN_ID}`.execute(db);
      const later = createTelemetry(log);
      later.watchQueue(db);
      const after = await later.registry.metrics();
      expect(sample(after, METRIC.jobsWaiting, `queue="${MEDIA_QUEUE}"`)).toBe(1);
      expect(sample(after, METRIC.jobsActive, `queue="${MEDIA_QUEUE}"`)).toBe(1);
      expect(sample(after, METRIC.jobsOldestWaiting, `queue="${MEDIA_QUEUE}"`)).toBeLessThan(60);
    } finally {
      await queue.stop();
      await fresh.close();
    }
  });
});
