import { type ApiHosts, eventStreamRequest, type Notification } from '@flick/api-types';
import { type ClockPort, globalClock, type NotificationStreamPort } from '../ports';

/** One parsed Server-Sent Event. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits a byte stream into Server-Sent Events (the WHATWG event-stream format, parsed by
 * `eventsource-parser`): `event` defaults to `message`; `id` is the last event id seen on
 * the stream (it carries over to later events, as in EventSource); comment lines are
 * skipped. A `retry:` field, the server's reconnection delay in milliseconds, is handed to
 * `onRetry` (the server sends one when it shuts down, so clients come back soon).
 */
export async function* readSseEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  onRetry?: (ms: number) => void,
): AsyncGenerator<SseEvent> {
  // Loaded with the first stream, not with the stores: no page needs it before it shows
  // (the /reels size budget, docs/architecture.md#performance).
  const { createParser } = await import('eventsource-parser');
  const ready: SseEvent[] = [];
  let lastId: string | undefined;
  const parser = createParser({
    onEvent(message) {
      if (message.id !== undefined) lastId = message.id;
      const parsed: SseEvent = { event: message.event || 'message', data: message.data };
      if (lastId !== undefined) parsed.id = lastId;
      ready.push(parsed);
    },
    onRetry(ms) {
      onRetry?.(ms);
    },
  });
  // `stream: true` keeps a character whose bytes are split across chunks whole.
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!signal?.aborted) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift() as SseEvent;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Options of the fetch-based notification stream. */
export interface SseNotificationStreamOptions {
  /** Base URLs of the hosts; the stream is the account host's `/notification/stream`. */
  hosts?: Partial<ApiHosts>;
  /** The bearer token; the stream is not opened while it is null. */
  getToken(): string | null;
  fetch?: typeof globalThis.fetch;
  /**
   * Wait before reconnecting after the stream ends or fails, until the server names another
   * with a `retry:` field (which then holds for later reconnections too). Default 5000 ms.
   */
  retryMs?: number;
  clock?: ClockPort;
  /** Called with the token the stream was opened with when the server refused it (401). */
  onUnauthorized?: (token: string) => void;
}

/**
 * Reads the account host's notification stream with fetch, because EventSource cannot
 * send the bearer header. Reconnects after `retryMs` (or the server's `retry:`) when the
 * stream ends or fails; stops for good on 401 or an `ended` event (the session is over:
 * `onUnauthorized` is told) or when unsubscribed.
 */
export function createSseNotificationStream(
  options: SseNotificationStreamOptions,
): NotificationStreamPort {
  const clock = options.clock ?? globalClock;
  return {
    subscribe({ onNotification, onUnread, onError }) {
      const controller = new AbortController();
      let retryTimer: unknown;
      let retryMs = options.retryMs ?? 5000;
      const onRetry = (ms: number): void => {
        retryMs = ms;
      };

      const connect = async (): Promise<void> => {
        const token = options.getToken();
        if (!token) return;
        const fetchImpl = options.fetch ?? globalThis.fetch;
        try {
          const { url, headers } = eventStreamRequest(
            'account',
            '/notification/stream',
            token,
            options.hosts,
          );
          const response = await fetchImpl(url, { headers, signal: controller.signal });
          if (response.status === 401) {
            options.onUnauthorized?.(token);
            onError?.(new Error('Notification stream: not signed in'));
            return;
          }
          if (!response.ok || !response.body) {
            throw new Error(`Notification stream answered ${response.status}`);
          }
          for await (const event of readSseEvents(response.body, controller.signal, onRetry)) {
            if (event.event === 'ended') {
              // The session ended on the server (logout, password change or reset, from
              // any device): the page ends it now, not at its next call; no reconnecting.
              options.onUnauthorized?.(token);
              return;
            }
            if (event.event !== 'notification' && event.event !== 'unread') continue;
            try {
              const data: unknown = JSON.parse(event.data);
              if (event.event === 'notification') onNotification(data as Notification);
              else onUnread?.((data as { count: number }).count);
            } catch (error) {
              onError?.(error);
            }
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          onError?.(error);
        }
        if (!controller.signal.aborted) {
          retryTimer = clock.setTimeout(() => void connect(), retryMs);
        }
      };

      void connect();
      return () => {
        controller.abort();
        clock.clearTimeout(retryTimer);
      };
    },
  };
}
