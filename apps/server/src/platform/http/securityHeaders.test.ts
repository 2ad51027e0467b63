import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders';

// Shaped like the app's own options (app.ts): a CSP without defaults, list-valued directives.
const options: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://bucket.s3.eu-west-1.amazonaws.com'],
      connectSrc: ["'self'", 'https://*.googleapis.com'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: [],
    },
  },
};

async function answers(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fail', async () => {
    throw new Error('boom');
  });
  app.get('/csp', async (_request, reply) => ({ csp: reply.getHeader('content-security-policy') }));
  const out = [];
  for (const url of ['/ok', '/fail', '/csp', '/missing']) {
    const res = await app.inject({ method: 'GET', url });
    const { date: _date, ...headers } = res.headers;
    out.push({ status: res.statusCode, headers, body: res.body });
  }
  await app.close();
  return out;
}

describe('securityHeaders', () => {
  it('sends exactly the headers @fastify/helmet sends, on answers, errors and 404s', async () => {
    const expected = await answers((app) => app.register(helmet, options));
    const actual = await answers((app) => app.register(securityHeaders, options));
    expect(actual).toEqual(expected);
    expect(expected[0]?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected[0]?.headers['strict-transport-security']).toBeDefined();
  });

  it('lets a handler read and change the policy it is about to send', async () => {
    const app = Fastify();
    await app.register(securityHeaders, options);
    app.get('/', async (_request, reply) => {
      const policy = String(reply.getHeader('content-security-policy'));
      reply.header('content-security-policy', `${policy}; script-src 'self' 'sha256-x'`);
      return 'page';
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(res.headers['content-security-policy']).toMatch(/; script-src 'self' 'sha256-x'$/);
  });
});
