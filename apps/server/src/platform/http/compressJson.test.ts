import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJsonResponses } from './compressJson';

const items = Array.from({ length: 40 }, (_, i) => ({ id: `video-${i}`, caption: 'a sunset' }));

describe('compressJsonResponses', () => {
  const app = Fastify();
  beforeAll(async () => {
    compressJsonResponses(app);
    app.get('/big', async () => ({ Items: items }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/stream', (_request, reply) => {
      reply.type('application/json').send(Readable.from([JSON.stringify({ Items: items })]));
    });
    app.get('/text', (_request, reply) => {
      reply.type('text/plain').send('x'.repeat(4000));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a JSON answer of 1 kB and more brotli-compressed to a client that accepts it', async () => {
    const res = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ Items: items });
  });

  it('falls back to gzip, and sends plain JSON to a client that accepts neither', async () => {
    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ Items: items });
    const refused = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ Items: items });
  });

  it('leaves small answers, streams and other types alone', async () => {
    for (const url of ['/small', '/stream', '/text']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
  });
});
