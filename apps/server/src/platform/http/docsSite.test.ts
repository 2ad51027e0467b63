import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { findDocsSite, serveDocsSite } from './docsSite';

const repo = mkdtempSync(path.join(os.tmpdir(), 'flick-docs-site-'));
const site = path.join(repo, 'docs-site');
mkdirSync(path.join(site, 'api'), { recursive: true });
writeFileSync(path.join(site, 'index.html'), '<h1>Flick docs</h1>');
writeFileSync(path.join(site, 'api', 'video.html'), '<h1>video host</h1>');
const from = path.join(repo, 'apps', 'server', 'src', 'app.ts');
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('the documentation site at /docs', () => {
  it('is found above the server in development and never in production', () => {
    expect(findDocsSite(false, from)).toBe(site);
    expect(findDocsSite(true, from)).toBeNull();
  });

  it('serves the index and the API reference, without the app CSP', async () => {
    const app = Fastify();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'self'");
    });
    await serveDocsSite(app, site);
    app.get('/elsewhere', async () => ({ ok: true }));
    const index = await app.inject('/docs/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Flick docs');
    expect(index.headers['content-security-policy']).toBeUndefined();
    expect((await app.inject('/docs')).headers.location).toBe('/docs/');
    expect((await app.inject('/docs/api/video.html')).body).toContain('video host');
    expect((await app.inject('/elsewhere')).headers['content-security-policy']).toBe(
      "default-src 'self'",
    );
    await app.close();
  });
});
