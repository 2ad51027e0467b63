import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, errorMessage } from './errorCodes';
import { HttpError, INTERNAL_ERROR_MESSAGE, Unavailable } from './errors';

/**
 * One shape for every failure: `{ "code": …, "message": … }`. Client errors keep their
 * message; server errors are logged with their stack and answered with a generic message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    // A feature that is unavailable on purpose says so (503 with its own message).
    if (error instanceof HttpError && (error.statusCode < 500 || error instanceof Unavailable)) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.message, error.code));
    }
    const fastifyError = error as FastifyError;
    const status = error instanceof HttpError ? 500 : (fastifyError.statusCode ?? 500);
    if (fastifyError.validation) {
      return reply.code(400).send(errorBody(400, error.message));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type…).
      if (status === 429) return reply.code(429).send(errorBody(429, error.message));
      return reply.code(status).send(errorBody(status, clientMessage(fastifyError)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, INTERNAL_ERROR_MESSAGE));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorMessage('body_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorMessage('unsupported_content_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorMessage('body_empty');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorMessage('body_not_json');
    default:
      return error.message.replace(/^FST_\w+: /, '') || 'Bad request.';
  }
}

/**
 * Fastify's `frameworkErrors` option: failures found before routing (an address with broken
 * percent-encoding, a path parameter over the router's length limit) would otherwise be
 * answered in Fastify's own shape (`{ error, code, message, statusCode }`).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'address_too_long' : 'address_invalid';
  return reply.code(status).send(errorBody(status, errorMessage(code), code));
}

/** What a request that could not even be parsed as HTTP is told. */
export const UNREADABLE_REQUEST = errorMessage('request_unreadable');

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (a lying or
 * non-numeric Content-Length, Content-Length together with chunked, headers too large) never
 * reaches Fastify's error handler, and Fastify's default answer is in its own shape
 * (`{ error, message: "Client Error", statusCode }`). Answered here as `{ code, message }` too,
 * then the connection is closed: after such an error the stream's framing is unknown.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'Request Header Fields Too Large', 'headers_too_large'] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'Request Timeout', 'request_timeout'] as const)
        : ([400, 'Bad Request', 'request_unreadable'] as const);
  const body = JSON.stringify(errorBody(status, errorMessage(code), code));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
