import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/** The encoding to answer with, from the request's Accept-Encoding: brotli, then gzip. */
function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses JSON answers of 1 kB and more (feed pages, search results, comment lists)
 * for clients that accept brotli or gzip. Only whole JSON bodies are touched: streams —
 * media with their range answers, the notification event stream — and anything already
 * encoded (the precompressed web build) go out as they are. Brotli at quality 5 keeps the
 * cost at well under a millisecond for a feed page.
 */
export function compressJsonResponses(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and mostly leaves it alone.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (
      !/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''))
    ) {
      return done(null, payload);
    }
    // A string of MIN_BYTES characters has at least MIN_BYTES bytes: no need to count them.
    const small =
      typeof payload === 'string'
        ? payload.length < MIN_BYTES && Buffer.byteLength(payload) < MIN_BYTES
        : payload.length < MIN_BYTES;
    if (small) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const accept = request.headers['accept-encoding'];
    const encoding = accept ? pickEncoding(accept) : null;
    if (!encoding) return done(null, payload);
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, body);
  });
}
