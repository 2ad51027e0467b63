import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './errorHandler';
import { HttpError, INTERNAL_ERROR_MESSAGE, serviceUnavailable, tooManyRequests } from './errors';

describe('error handler', () => {
  async function appThrowing(error: Error) {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it('answers an unexpected error with 500 and a generic message, no stack or detail', async () => {
    const app = await appThrowing(new Error('connection to db-internal:5432 refused'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: INTERNAL_ERROR_MESSAGE });
    expect(res.body).not.toContain('db-internal');
  });

  it('keeps the status, message and headers of an HttpError', async () => {
    const app = await appThrowing(tooManyRequests('Slow down.', 12));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('12');
    expect(res.json()).toEqual({ code: 'rate_limited', message: 'Slow down.' });
  });

  it('answers an unavailable feature with 503 and its own message', async () => {
    const app = await appThrowing(serviceUnavailable('Video uploads are unavailable.'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'unavailable', message: 'Video uploads are unavailable.' });
  });

  it('treats a 5xx HttpError like any server error', async () => {
    const app = await appThrowing(new HttpError(503, 'pool exhausted at 10.0.0.3'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: INTERNAL_ERROR_MESSAGE });
  });
});
