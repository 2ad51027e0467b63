import type { ErrorCode } from '@flick/api-types/errors';
import { codeOf, errorMessage } from './errorCodes';

/**
 * An error whose message is safe to show the caller. Throw it from any handler or
 * service; the error handler answers `{ "code": …, "message": … }` with its status. The code
 * is the one given, else the errors catalog's code for the message (errorCodes.ts).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
    /** The code of a message with variable parts (a fixed message finds its own). */
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = codeOf(statusCode, message, code);
  }
}

export const badRequest = (message: string, code?: ErrorCode) =>
  new HttpError(400, message, {}, code);
export const unauthorized = (message = errorMessage('authentication_required')) =>
  new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = errorMessage('file_too_large'), code?: ErrorCode) =>
  new HttpError(413, message, {}, code);
/**
 * A feature this server cannot offer right now (e.g. no ffmpeg): 503 with the message shown
 * as is. Any other 5xx `HttpError` still answers the generic message.
 */
export class Unavailable extends HttpError {}
export const serviceUnavailable = (message: string) => new Unavailable(503, message);
export const tooManyRequests = (
  message = errorMessage('rate_limited'),
  retryAfterSeconds?: number,
  code?: ErrorCode,
) =>
  new HttpError(
    429,
    message,
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.ceil(retryAfterSeconds)) },
    code,
  );

/** The generic answer for every 5xx: details go to the log, never to the caller. */
export const INTERNAL_ERROR_MESSAGE = errorMessage('internal_error');

/** Whether an error is PostgreSQL's unique violation, optionally on one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Whether an error is PostgreSQL's foreign-key violation. */
export function isForeignKeyViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23503';
}
