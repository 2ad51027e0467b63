import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, INTERNAL_ERROR_MESSAGE, Unavailable } from './errors';

/**
 * One shape for every failure: `{ "message": … }`. Client errors keep their message; server
 * errors are logged with their stack and answered with a generic message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    // A feature that is unavailable on purpose says so (503 with its own message).
    if (error instanceof HttpError && (error.statusCode < 500 || error instanceof Unavailable)) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const fastifyError = error as FastifyError;
    const status = error instanceof HttpError ? 500 : (fastifyError.statusCode ?? 500);
    if (fastifyError.validation) {
      return reply.code(400).send({ message: error.message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type…).
      if (status === 429) return reply.code(429).send({ message: error.message });
      return reply.code(status).send({ message: clientMessage(fastifyError) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message.replace(/^FST_\w+: /, '') || 'Bad request.';
  }
}
