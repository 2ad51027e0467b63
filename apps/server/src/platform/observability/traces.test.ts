import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers';
import { loadedTracingModules } from '../../../test/loadedModules';
import { attribute, OtlpReceiver } from '../../../test/otlpReceiver';
import { loadConfig } from '../config/config';
import { startTracing } from './startTracing';
import { MEDIA_JOB_SPAN, REQUEST_ID_ATTRIBUTE, type Tracing } from './traces';

/*
 * Nothing here imports the app before tracing starts: the PostgreSQL instrumentation patches
 * `pg` as it is first loaded, as in `main.ts` and `worker.ts`. Off by default is checked in
 * metrics.test.ts, whose process never starts tracing.
 */

describe('the traces configuration', () => {
  it('is off unless a collector is named, and sends to its /v1/traces', () => {
    expect(loadConfig({}).traces).toBeUndefined();
    expect(() => loadConfig({ OTEL_SERVICE_NAME: 'flick-eu' })).toThrow(
      'OTEL_SERVICE_NAME needs OTEL_EXPORTER_OTLP_ENDPOINT',
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL (got "collector:4318")',
    );
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).traces).toEqual({
      url: 'http://collector:4318/v1/traces',
    });
  });
});

describe('traces exported to an OTLP/HTTP collector', () => {
  const receiver = new OtlpReceiver();
  let tracing: Tracing;
  let t: TestApp;
  let user: TestUser;
  let helpers: typeof import('../../../test/helpers');
  let videos: typeof import('../../../test/content/videos');

  beforeAll(async () => {
    const endpoint = await receiver.start();
    const started = await startTracing(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }),
      'server',
    );
    if (!started) throw new Error('tracing did not start');
    tracing = started;
    helpers = await import('../../../test/helpers');
    videos = await import('../../../test/content/videos');
    t = await helpers.buildTestApp({ tracing });
    user = await helpers.createUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await tracing?.shutdown();
    await receiver.stop();
  });

  it("names a request's span by its route and gives it the request id, with its queries inside", async () => {
    // Loaded now, and only now (metrics.test.ts: none without a collector).
    expect(loadedTracingModules().length).toBeGreaterThan(0);
    const requestId = 'edge-5c1d-trace';
    const res = await t.inject({
      method: 'GET',
      url: `/api/video/public/videos/${helpers.UNKNOWN_ID}`,
      headers: { 'x-request-id': requestId },
    });
    expect(res.statusCode).toBe(404);
    await tracing.flush();

    const span = receiver.spans.find((s) => attribute(s, REQUEST_ID_ATTRIBUTE) === requestId);
    if (!span) throw new Error('no span with the request id');
    expect(span.name).toBe('GET /api/video/public/videos/:videoId');
    expect(span.service).toBe('flick-server');
    expect(attribute(span, 'http.route')).toBe('/api/video/public/videos/:videoId');
    expect(attribute(span, 'http.response.status_code')).toBe(404);
    expect(receiver.contentTypes[0]).toBe('application/json');
    // Load balancers' probes make no spans.
    const probe = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'probe-1' },
    });
    expect(probe.statusCode).toBe(200);
    await tracing.flush();
    expect(receiver.spans.filter((s) => attribute(s, REQUEST_ID_ATTRIBUTE) === 'probe-1')).toEqual(
      [],
    );
    // The lookup of the video is a PostgreSQL span in the same trace.
    const queries = receiver.spans.filter(
      (s) => s.traceId === span.traceId && attribute(s, 'db.system.name') === 'postgresql',
    );
    expect(queries.length).toBeGreaterThan(0);
    // The job queue's polling and other background queries start no traces of their own.
    expect(
      receiver.spans.filter(
        (s) => !s.parentSpanId && attribute(s, 'db.system.name') === 'postgresql',
      ),
    ).toEqual([]);
  });

  it("continues a proxy's trace, and the media job's span carries the upload's trace id", async () => {
    const proxyTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const thumb = await videos.uploadFile(t, user, 'thumb');
    const file = await videos.uploadFile(t, user, 'video');
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: user.token,
      headers: {
        'x-request-id': 'edge-upload-1',
        traceparent: `00-${proxyTrace}-00f067aa0ba902b7-01`,
      },
      payload: {
        videoUrl: file.replace(/\.[^.]+$/, ''),
        thumbUrl: `/api/upload/media/${thumb}`,
        thumbUrlCompress: `/api/upload/media/${thumb}`,
      },
    });
    expect(res.statusCode).toBe(200);
    const videoId = (res.json() as { data: { id: string } }).data.id;
    expect((await videos.waitForProcessing(t, videoId, user.id)).state).toBe('ready');

    const job = await vi.waitFor(
      async () => {
        await tracing.flush();
        const found = receiver.spans.find(
          (s) => s.name === MEDIA_JOB_SPAN && attribute(s, 'flick.video_id') === videoId,
        );
        if (!found) throw new Error('no job span yet');
        return found;
      },
      { timeout: 10_000, interval: 200 },
    );
    const request = receiver.spans.find(
      (s) =>
        attribute(s, REQUEST_ID_ATTRIBUTE) === 'edge-upload-1' &&
        s.name === 'POST /api/video/upload',
    );
    expect(request?.traceId).toBe(proxyTrace);
    expect(job.traceId).toBe(proxyTrace);
    expect(attribute(job, REQUEST_ID_ATTRIBUTE)).toBe('edge-upload-1');
    // The pipeline's queries are inside the job's span.
    expect(receiver.spans.some((s) => s.parentSpanId === job.spanId)).toBe(true);
  });
});
