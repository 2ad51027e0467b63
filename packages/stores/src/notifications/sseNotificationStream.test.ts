import { describe, expect, it, vi } from 'vitest';
import { aNotification } from '../testing/harness';
import { createSseNotificationStream, readSseEvents } from './sseNotificationStream';

function streamOf(chunks: string[], keepOpen = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readSseEvents(body)) events.push(event);
  return events;
}

describe('readSseEvents', () => {
  it('parses events split across chunks, joins data lines, skips comments', async () => {
    const events = await collect(
      streamOf([
        ': keep-alive\n\n',
        'event: notifi',
        'cation\ndata: {"a":',
        '1}\nid: 7\n\nda',
        'ta: line1\r\ndata: line2\r\n\r\n',
      ]),
    );
    expect(events).toEqual([
      { event: 'notification', data: '{"a":1}', id: '7' },
      { event: 'message', data: 'line1\nline2', id: '7' },
    ]);
  });

  it('keeps a character whose UTF-8 bytes are split between two chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: Loved it 🔥 ü\n\n');
    const cut = bytes.indexOf(0xf0) + 2; // inside the four bytes of 🔥
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    expect(await collect(body)).toEqual([{ event: 'message', data: 'Loved it 🔥 ü' }]);
  });

  it('keeps a CRLF split between two chunks as one line end', async () => {
    const events = await collect(streamOf(['data: x\r', '\n\r\n']));
    expect(events).toEqual([{ event: 'message', data: 'x' }]);
  });
});

describe('createSseNotificationStream', () => {
  it('sends the bearer token and delivers the unread count and each notification event', async () => {
    const first = aNotification();
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(
          streamOf(
            [
              'event: unread\ndata: {"count":3}\n\n',
              `event: notification\ndata: ${JSON.stringify(first)}\n\n`,
              'event: other\ndata: {}\n\n',
            ],
            true,
          ),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    );
    const stream = createSseNotificationStream({
      hosts: { account: 'http://flick.test/api/account' },
      getToken: () => 'tok-1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const received: unknown[] = [];
    const counts: number[] = [];
    const stop = stream.subscribe({
      onNotification: (n) => received.push(n),
      onUnread: (count) => counts.push(count),
    });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual(first);
    expect(counts).toEqual([3]);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://flick.test/api/account/notification/stream');
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
    stop();
    expect(init?.signal?.aborted).toBe(true);
  });

  it('does not connect while signed out, and stops for good on 401', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    const onError = vi.fn();
    const signedOut = createSseNotificationStream({
      hosts: { account: 'http://flick.test/api/account' },
      getToken: () => null,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    signedOut.subscribe({ onNotification: () => {}, onError })();
    expect(fetch).not.toHaveBeenCalled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onUnauthorized = vi.fn();
      const expired = createSseNotificationStream({
        hosts: { account: 'http://flick.test/api/account' },
        getToken: () => 'old',
        fetch: fetch as unknown as typeof globalThis.fetch,
        retryMs: 100,
        onUnauthorized,
      });
      expired.subscribe({ onNotification: () => {}, onError });
      await vi.waitFor(() => expect(onError).toHaveBeenCalled());
      // The refused token is reported: the session store ends the session with it.
      expect(onUnauthorized).toHaveBeenCalledWith('old');
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the session at once on an `ended` event, and does not reconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = vi.fn(
        async () =>
          new Response(
            streamOf(['event: unread\ndata: {"count":1}\n\n', 'event: ended\ndata: {}\n\n']),
            {
              status: 200,
            },
          ),
      );
      const onUnauthorized = vi.fn();
      const onUnread = vi.fn();
      const stream = createSseNotificationStream({
        hosts: { account: 'http://flick.test/api/account' },
        getToken: () => 'tok',
        fetch: fetch as unknown as typeof globalThis.fetch,
        retryMs: 100,
        onUnauthorized,
      });
      const stop = stream.subscribe({ onNotification: () => {}, onUnread });
      await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith('tok'));
      expect(onUnread).toHaveBeenCalledWith(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetch).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconnects after retryMs when the stream ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = vi.fn(async () => new Response(streamOf([]), { status: 200 }));
      const stream = createSseNotificationStream({
        hosts: { account: 'http://flick.test/api/account' },
        getToken: () => 'tok',
        fetch: fetch as unknown as typeof globalThis.fetch,
        retryMs: 100,
      });
      const stop = stream.subscribe({ onNotification: () => {} });
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      stop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reconnects after the server's retry: delay, and keeps it for later reconnections", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A replica shutting down ends its streams with `retry: 1500` (default wait here 5000).
      const fetch = vi.fn(
        async () => new Response(streamOf([': bye\nretry: 1500\n\n']), { status: 200 }),
      );
      const stream = createSseNotificationStream({
        hosts: { account: 'http://flick.test/api/account' },
        getToken: () => 'tok',
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      const stop = stream.subscribe({ onNotification: () => {} });
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(1400);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(200);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      await vi.advanceTimersByTimeAsync(1600);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
