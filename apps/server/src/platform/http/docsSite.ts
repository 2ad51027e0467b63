import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `pnpm run docs` writes the documentation site (Storybook and the API reference). */
export const DOCS_SITE_FOLDER = 'docs-site';

/**
 * The documentation site to serve at /docs: the repository's `docs-site/` when it has been
 * built, and never in production (it is a development aid, not part of the product).
 */
export function findDocsSite(
  production: boolean,
  from = fileURLToPath(import.meta.url),
): string | null {
  if (production) return null;
  let dir = path.dirname(from);
  for (;;) {
    const candidate = path.join(dir, DOCS_SITE_FOLDER);
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Serves the built documentation site under /docs/. Storybook and Redoc pages run inline
 * scripts, so these answers go without the app's Content-Security-Policy; nothing else does.
 */
export async function serveDocsSite(app: FastifyInstance, root: string): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      reply.removeHeader('content-security-policy');
      return payload;
    });
    docs.get('/docs', (_request, reply) => reply.redirect('/docs/'));
    await docs.register(fastifyStatic, { root, prefix: '/docs/', decorateReply: false });
  });
}
