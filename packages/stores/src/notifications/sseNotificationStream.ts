import type { Notification } from '@flick/api-types';
import { type ClockPort, globalClock, type NotificationStreamPort } from '../ports';

/** One parsed Server-Sent Event. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits a text stream into Server-Sent Events (the WHATWG event-stream format): fields
 * `event`, `data` (joined by newlines), `id`; comment lines (`:`) ignored; events end at
 * a blank line; CRLF, CR and LF all end a line.
 */
export async function* readSseEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<SseEvent> {
  // Decoding in the loop (not pipeThrough(new TextDecoderStream())): TypeScript's DOM lib
  // refuses that pipe for a ReadableStream<Uint8Array>. `stream: true` keeps a character
  // whose bytes are split across chunks whole.
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  try {
    while (!signal?.aborted) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      // A CR at the end might be the first half of a CRLF split across chunks: wait for more.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) {
            const parsed: SseEvent = { event: event || 'message', data: data.join('\n') };
            if (id !== undefined) parsed.id = id;
            yield parsed;
          }
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** Options of the fetch-based notification stream. */
export interface SseNotificationStreamOptions {
  /** The stream's address, e.g. `/api/account/notification/stream`. */
  url: string;
  /** The bearer token; the stream is not opened while it is null. */
  getToken(): string | null;
  fetch?: typeof globalThis.fetch;
  /** Wait before reconnecting after the stream ends or fails. Default 5000 ms. */
  retryMs?: number;
  clock?: ClockPort;
  /** Called with the token the stream was opened with when the server refused it (401). */
  onUnauthorized?: (token: string) => void;
}

/**
 * Reads the account host's notification stream with fetch, because EventSource cannot
 * send the bearer header. Reconnects after `retryMs` when the stream ends or fails; stops
 * for good on 401 (the session is over) or when unsubscribed.
 */
export function createSseNotificationStream(
  options: SseNotificationStreamOptions,
): NotificationStreamPort {
  const retryMs = options.retryMs ?? 5000;
  const clock = options.clock ?? globalClock;
  return {
    subscribe({ onNotification, onError }) {
      const controller = new AbortController();
      let retryTimer: unknown;

      const connect = async (): Promise<void> => {
        const token = options.getToken();
        if (!token) return;
        const fetchImpl = options.fetch ?? globalThis.fetch;
        try {
          const response = await fetchImpl(options.url, {
            headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
            signal: controller.signal,
          });
          if (response.status === 401) {
            options.onUnauthorized?.(token);
            onError?.(new Error('Notification stream: not signed in'));
            return;
          }
          if (!response.ok || !response.body) {
            throw new Error(`Notification stream answered ${response.status}`);
          }
          for await (const event of readSseEvents(response.body, controller.signal)) {
            if (event.event !== 'notification') continue;
            try {
              onNotification(JSON.parse(event.data) as Notification);
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
