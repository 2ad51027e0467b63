import { type DestinationStream, pino } from 'pino';
import type { Config } from '../config/config';

/** Query parameters whose values never reach the log. */
const SECRET_QUERY_KEYS = new Set(['code', 'state', 'token', 'otp', 'ticket', 'oidc']);

/** The request URL for the log, with secret query values replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** The pino logger: structured JSON, with credentials redacted wherever they could appear. */
export function createLogger(config: Config, stream?: DestinationStream) {
  const options = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'body.password',
        'body.newPassword',
        'body.currentPassword',
        'body.otp',
        'body.ticket',
        'body.code',
        'body.token',
        '*.body.code',
        '*.password',
        '*.token',
        '*.otp',
        '*.ticket',
        // Not '*.code': that is also where an error's code sits (`err.code`: 23505,
        // ECONNREFUSED, FST_…), which the log must keep. A code in a body is hidden above.
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: loggableUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
  return stream ? pino(options, stream) : pino(options);
}
