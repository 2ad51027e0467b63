import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createTelemetry, METRIC, type Telemetry } from './metrics';
import { buildMetricsServer } from './metricsServer';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's figures, or null when `METRICS_PORT` is unset (ADR 0119). */
    telemetry: Telemetry | null;
    /** The metrics listener (not listening until `main.ts` says so), or null when off. */
    metricsServer: FastifyInstance | null;
  }
}

/**
 * Request durations of API calls are milliseconds; uploads and slow pages seconds. Status
 * codes are grouped (2xx, 4xx…) so that routes × methods × codes stays a few thousand series.
 */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A notification stream is open for as long as the page is: its "duration" says nothing of
 * the server, and `flick_notification_streams_open` counts them instead.
 */
const UNTIMED_ROUTES = [/\/notification\/stream$/];

/**
 * The server's figures when `METRICS_PORT` is set: fastify-metrics (prom-client) times every
 * request by its route pattern (`/api/video/videos/:id`, never the id itself), Flick's own
 * gauges read the job queue and the PostgreSQL `pool` at each scrape, and the listener of
 * `buildMetricsServer` serves them. Off, it only decorates nulls. Register after the
 * database plugin and before any route (fastify-metrics learns the routes as they are added).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { pool?: pg.Pool | undefined }) => {
    const config = app.config.metrics;
    if (!config) {
      app.decorate('telemetry', null);
      app.decorate('metricsServer', null);
      return;
    }
    const telemetry = createTelemetry(app.log);
    await app.register(fastifyMetrics, {
      // Served on the listener of its own, from this app's registry.
      endpoint: null,
      defaultMetrics: { enabled: false },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        groupStatusCodes: true,
        routeBlacklist: UNTIMED_ROUTES,
        overrides: {
          histogram: {
            name: METRIC.requests,
            buckets: REQUEST_BUCKETS,
            registers: [telemetry.registry],
          },
        },
      },
    });
    telemetry.watchQueue(app.db);
    if (options.pool) telemetry.watchPool(options.pool, 'queries');
    const server = buildMetricsServer(telemetry, config, app.log);
    app.decorate('telemetry', telemetry);
    app.decorate('metricsServer', server);
    app.addHook('onClose', async () => {
      await server.close();
    });
  },
  { name: 'flick-metrics', dependencies: ['flick-db'] },
);
