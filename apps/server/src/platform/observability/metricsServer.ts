import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { MetricsConfig } from '../config/config';
import { errorBody } from '../http/errorCodes';
import type { Telemetry } from './metrics';

/** The one path of the metrics listener. */
export const METRICS_PATH = '/metrics';

/** The answer to a scrape without the right `METRICS_TOKEN`. */
export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether `header` is `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * The metrics listener (ADR 0119): a Fastify instance of its own, apart from the app's port,
 * hooks and routes, serving `GET /metrics` in Prometheus' text format; with a token, only to
 * `Authorization: Bearer <token>` (401 otherwise). Not listening yet: the entry point (server
 * or worker) calls `listen` on `config.port`/`config.host`. Scrapes are not logged.
 */
export function buildMetricsServer(
  telemetry: Telemetry,
  config: Pick<MetricsConfig, 'token'>,
  log: FastifyBaseLogger,
): FastifyInstance {
  const server = Fastify({
    loggerInstance: log.child({ listener: 'metrics' }) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    // A scrape that hangs must not keep a stopping process alive.
    forceCloseConnections: true,
  });
  const { token } = config;
  server.get(METRICS_PATH, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody(401, METRICS_TOKEN_REQUIRED));
    }
    const body = await telemetry.registry.metrics();
    return reply.type(telemetry.registry.contentType).send(body);
  });
  server.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(errorBody(404, `Only GET ${METRICS_PATH} is served here.`));
  });
  return server;
}
