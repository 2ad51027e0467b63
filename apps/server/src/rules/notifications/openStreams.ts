import type { ServerResponse } from 'node:http';
import { type Revocation, revokes } from '../auth/revocations';

/** Whose an open stream is. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
}

/** The keep-alive comment (contract: on every stream, every `sseKeepAliveMs`). */
export const KEEP_ALIVE = ': keep-alive\n\n';

/** The last event of a stream whose session ended (contract: `event: ended`, no reconnecting). */
export const SESSION_ENDED_EVENT = 'event: ended\ndata: {}\n\n';

/** How often at most the keep-alive timer ticks; each tick writes to one slot's streams. */
export const KEEP_ALIVE_TICK_MS = 1000;

/**
 * The notification streams this process holds (ADR 0115), kept for what touches many of them
 * at once:
 * - **keep-alive**: one timer for the process, not one per stream. The period is cut in slots
 *   of about a second; a new stream joins the slot whose turn is a whole period away, and each
 *   tick writes the comment to one slot's streams, so every stream gets it once a period (the
 *   first one at most a period after it opened) and the writes are spread over the period
 *   instead of landing together;
 * - **revocations**: the streams a revocation ends are found by session and by user, not by
 *   walking every stream;
 * - **shutdown**: `endAll` ends every stream.
 */
export class OpenStreams {
  readonly #owners = new Map<ServerResponse, StreamOwner & { slot: Set<ServerResponse> }>();
  readonly #bySession = new Map<string, Set<ServerResponse>>();
  readonly #byUser = new Map<string, Set<ServerResponse>>();
  readonly #slots: Array<Set<ServerResponse>>;
  readonly #tickMs: number;
  /** The slot the next tick writes to. */
  #next = 0;
  #timer: NodeJS.Timeout | undefined;

  /** `keepAliveMs`: the keep-alive period; `tickMs`: about how long a slot lasts. */
  constructor(keepAliveMs: number, tickMs = KEEP_ALIVE_TICK_MS) {
    const count = Math.max(1, Math.round(keepAliveMs / tickMs));
    this.#tickMs = keepAliveMs / count;
    this.#slots = Array.from({ length: count }, () => new Set<ServerResponse>());
  }

  /** How many streams are open. */
  get size(): number {
    return this.#owners.size;
  }

  /** Holds `stream` of `owner` until `delete`. */
  add(stream: ServerResponse, owner: StreamOwner): void {
    // The slot written last in the cycle: its turn comes one period from now.
    const slot = this.#slots[(this.#next + this.#slots.length - 1) % this.#slots.length];
    if (!slot) return;
    slot.add(stream);
    this.#owners.set(stream, { userId: owner.userId, sessionId: owner.sessionId, slot });
    addTo(this.#bySession, owner.sessionId, stream);
    addTo(this.#byUser, owner.userId, stream);
    if (!this.#timer) {
      this.#timer = setInterval(() => this.#tick(), this.#tickMs);
      // Open streams keep the server alive, not this timer.
      this.#timer.unref();
    }
  }

  /** Forgets `stream` (it ended); false when it was not held. */
  delete(stream: ServerResponse): boolean {
    const owner = this.#owners.get(stream);
    if (!owner) return false;
    this.#owners.delete(stream);
    owner.slot.delete(stream);
    removeFrom(this.#bySession, owner.sessionId, stream);
    removeFrom(this.#byUser, owner.userId, stream);
    if (this.#owners.size === 0) this.#stop();
    return true;
  }

  /**
   * Ends every stream the revocation covers with `SESSION_ENDED_EVENT` as its last event, so
   * the page holding it ends its session at once (their `close` handlers forget them).
   */
  endRevoked(event: Revocation): void {
    const candidates =
      'sessionId' in event ? this.#bySession.get(event.sessionId) : this.#byUser.get(event.userId);
    if (!candidates) return;
    for (const stream of [...candidates]) {
      const owner = this.#owners.get(stream);
      if (owner && revokes(event, owner)) stream.end(SESSION_ENDED_EVENT);
    }
  }

  /** Ends every stream with `last` as its final write, and forgets them all. */
  endAll(last: () => string): void {
    for (const stream of this.#owners.keys()) stream.end(last());
    this.#owners.clear();
    this.#bySession.clear();
    this.#byUser.clear();
    for (const slot of this.#slots) slot.clear();
    this.#stop();
  }

  #tick(): void {
    const slot = this.#slots[this.#next];
    this.#next = (this.#next + 1) % this.#slots.length;
    if (!slot) return;
    for (const stream of slot) if (!stream.writableEnded) stream.write(KEEP_ALIVE);
  }

  #stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

function addTo(map: Map<string, Set<ServerResponse>>, key: string, stream: ServerResponse): void {
  const set = map.get(key);
  if (set) set.add(stream);
  else map.set(key, new Set([stream]));
}

function removeFrom(
  map: Map<string, Set<ServerResponse>>,
  key: string,
  stream: ServerResponse,
): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}
