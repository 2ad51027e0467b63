import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request ids (ADR 0119): the one a reverse proxy gives a request (nginx's `$request_id`, a
 * load balancer's) names it in this server's log lines, in the answer and in the jobs the
 * request queues, so one id follows a request from the proxy through replicas to workers.
 */

/** The header a request id arrives in and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What is taken from the header: 1–128 letters, digits and `-_.:=` (a UUID, nginx's 32 hex
 * digits, a trace id). Anything else (too long, spaces, quotes, control characters) is not
 * written to the log: the request gets an id of its own instead.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_.:=-]{1,128}$/;

/** The request id `value` when it is one we accept, else undefined. */
export function acceptedRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : undefined;
}

/** Fastify's `genReqId`: the proxy's id when acceptable, otherwise a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  return acceptedRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Answers every request's id in `X-Request-Id`, errors and not-found answers included. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
