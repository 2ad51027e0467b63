import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE, OpenStreams } from './openStreams';

/** One client's end of a stream held by the test server: what it read, and when. */
interface Client {
  openedAt: number;
  /** Arrival times of each keep-alive comment. */
  keepAlives: number[];
  text: () => string;
  ended: Promise<void>;
  close: () => void;
}

describe('OpenStreams', () => {
  let server: Server;
  let port = 0;
  /** The server side of the next stream opened. */
  let accepted: ((res: ServerResponse) => void) | undefined;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': connected\n\n');
      accepted?.(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens a real stream; answers the client and the server's response. */
  async function open(): Promise<{ client: Client; res: ServerResponse }> {
    const served = new Promise<ServerResponse>((resolve) => {
      accepted = resolve;
    });
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: controller.signal });
    const res = await served;
    const openedAt = performance.now();
    const keepAlives: number[] = [];
    let text = '';
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    const ended = (async () => {
      try {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) return;
          const part = decoder.decode(chunk.value, { stream: true });
          text += part;
          for (let at = part.indexOf(KEEP_ALIVE); at >= 0; at = part.indexOf(KEEP_ALIVE, at + 1)) {
            keepAlives.push(performance.now());
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
    return {
      client: { openedAt, keepAlives, text: () => text, ended, close: () => controller.abort() },
      res,
    };
  }

  it('keeps every stream alive once a period with one timer, the first within a period of its opening', async () => {
    const period = 600;
    const tick = 150;
    const streams = new OpenStreams(period, tick);
    const clients: Client[] = [];
    try {
      // Opened at different moments, so they land in different slots.
      for (let i = 0; i < 6; i += 1) {
        const { client, res } = await open();
        streams.add(res, { userId: `u${i}`, sessionId: `s${i}` });
        clients.push(client);
        await new Promise((r) => setTimeout(r, 70));
      }
      await new Promise((r) => setTimeout(r, 3 * period + 100));
      for (const client of clients) {
        const first = client.keepAlives[0];
        expect(first).toBeDefined();
        // A new stream waits between a period less one slot and a period (with slack for a
        // busy machine's timers).
        expect((first ?? 0) - client.openedAt).toBeLessThanOrEqual(period + 2 * tick);
        expect((first ?? 0) - client.openedAt).toBeGreaterThan(period - tick - 50);
        // Then one a period: about three in the time waited after the first.
        expect(client.keepAlives.length).toBeGreaterThanOrEqual(3);
        expect(client.keepAlives.length).toBeLessThanOrEqual(5);
      }
      // The writes are spread: the streams did not all get theirs at one moment.
      const firsts = new Set(clients.map((c) => Math.round((c.keepAlives[0] ?? 0) / 50)));
      expect(firsts.size).toBeGreaterThan(1);
    } finally {
      streams.endAll(() => '');
      for (const client of clients) client.close();
    }
  });

  it('ends only the streams a revocation covers, found by session or by user', async () => {
    const streams = new OpenStreams(60_000);
    const opened = [];
    for (const owner of [
      { userId: 'maya', sessionId: 'phone' },
      { userId: 'maya', sessionId: 'phone' },
      { userId: 'maya', sessionId: 'laptop' },
      { userId: 'leo', sessionId: 'tablet' },
    ]) {
      const { client, res } = await open();
      streams.add(res, owner);
      res.on('finish', () => streams.delete(res));
      opened.push({ client, res });
    }
    const [phone1, phone2, laptop, leo] = opened.map((o) => o.client) as [
      Client,
      Client,
      Client,
      Client,
    ];
    try {
      // Logout of one session.
      streams.endRevoked({ sessionId: 'phone' });
      await Promise.all([phone1.ended, phone2.ended]);
      // A password change keeps the caller's session; a reset keeps none.
      streams.endRevoked({ userId: 'maya', keepSessionId: 'laptop' });
      streams.endRevoked({ userId: 'nobody' });
      await new Promise((r) => setTimeout(r, 100));
      expect(opened[2]?.res.writableEnded).toBe(false);
      streams.endRevoked({ userId: 'maya' });
      await laptop.ended;
      expect(streams.size).toBe(1);
      expect(opened[3]?.res.writableEnded).toBe(false);

      // Shutdown ends the rest with its last words.
      streams.endAll(() => 'retry: 1500\n\n');
      await leo.ended;
      expect(leo.text()).toMatch(/retry: 1500\n\n$/);
      expect(streams.size).toBe(0);
    } finally {
      for (const { client } of opened) client.close();
    }
  });
});
