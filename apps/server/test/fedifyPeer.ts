import type { Server } from 'node:http';
import type { Federation } from '@fedify/fedify';

/**
 * What the federation tests share: a Fedify stand-in for another server, served over a
 * plain `node:http` server on loopback, and a wait for what arrives by the job queue.
 */

/**
 * Serves the stand-in `federation` at `origin` on `server`: each request is handed to
 * `federation.fetch` as Fedify reads it. `onPost` hears each POST Fedify took (2xx), with its
 * body: what arrived in the stand-in's inbox.
 */
export function serveFederation(
  server: Server,
  federation: Federation<void>,
  origin: string,
  onPost?: (body: Buffer) => void,
): void {
  server.on('request', async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await federation.fetch(
      new Request(origin + req.url, { method: req.method, headers, ...(body ? { body } : {}) }),
      { contextData: undefined },
    );
    if (req.method === 'POST' && response.ok && body) onPost?.(body);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}

/**
 * Waits (up to `ms`) until `check` passes and answers what it answered: deliveries, inbox
 * activities and pushes are jobs.
 */
export async function eventually<T>(check: () => Promise<T> | T, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
