import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers `@fastify/helmet` sends with these options, read once from a throwaway app
 * (so they are helmet's own, byte for byte): every header of its answer that a bare
 * Fastify answer lacks.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => '');
    const res = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return res.headers;
  };
  const bare = await answer(false);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await answer(true))) {
    if (!(name in bare) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * The security headers of `@fastify/helmet` with the same options, computed once instead of
 * per request: `@fastify/helmet` builds a new helmet middleware (parsing every CSP
 * directive) on every request, ~10–17 % of an authenticated no-op's CPU (bench/README.md).
 * Static options only (no nonces, no per-route helmet config, no `reply.helmet()`).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: FastifyHelmetOptions) => {
    const headers = await helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'flick-security-headers' },
);
