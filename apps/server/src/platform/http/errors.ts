/**
 * An error whose message is safe to show the caller. Throw it from any handler or
 * service; the error handler answers `{ "message": … }` with its status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = 'File is too large.') => new HttpError(413, message);
/**
 * A feature this server cannot offer right now (e.g. no ffmpeg): 503 with the message shown
 * as is. Any other 5xx `HttpError` still answers the generic message.
 */
export class Unavailable extends HttpError {}
export const serviceUnavailable = (message: string) => new Unavailable(503, message);
export const tooManyRequests = (
  message = 'Too many requests. Please try again later.',
  retryAfterSeconds?: number,
) =>
  new HttpError(
    429,
    message,
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.ceil(retryAfterSeconds)) },
  );

/** The generic answer for every 5xx: details go to the log, never to the caller. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Whether an error is PostgreSQL's unique violation, optionally on one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Whether an error is PostgreSQL's foreign-key violation. */
export function isForeignKeyViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23503';
}
