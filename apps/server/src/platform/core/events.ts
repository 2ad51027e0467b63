import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { VideoMention } from '../db/tables/content';

/**
 * What one part of the server tells the others it changed (ADR 0060). A host never imports
 * another host: the one that makes a change emits an event here, and the host that keeps
 * something derived from it (the video host's first-page feed cache) subscribes when its
 * plugin starts. The media job reaches the product rules the same way (ADR 0129): it
 * announces what it did (`videoProcessed`, `videoProcessingEnded`) and the rules' plugin
 * (`rules/videos/processing.rules.ts`) does the rest; a `pnpm worker` process subscribes the
 * same rules to events of its own. Only this process hears these events; what other
 * processes must learn travels through the database as before (rows, `pg_notify`, the
 * cache's own expiry).
 */
export interface CoreEventMap {
  /**
   * A Flick user liked or unliked a video of another server, commented on one or deleted
   * that comment (ADR 0155): the federation host, when it runs, sends it to that server.
   */
  remoteVideoAction: RemoteVideoAction;
  /**
   * What other people see of a user changed: name, picture, the private flag, or the
   * account is gone (docs/product.md#profile, docs/product.md#account-deletion).
   */
  userChanged: { userId: string };
  /**
   * A video came into or went out of what other people may see: processing finished, it
   * was posted or deleted, or an admin hid or showed it again
   * (docs/product.md#reports-and-moderation); or what they see of it changed (its caption
   * or cover edited).
   */
  videoChanged: { videoId: string };
  /**
   * An account is about to be deleted (docs/product.md#account-deletion): what must be said
   * with what goes with it (federation's Delete of its actor, signed with its keys) is said
   * now. Announced before the deletion's transaction.
   */
  accountLeaving: { userId: string };
  /**
   * What one user may see of another's changed: a block or unblock, an unfollow, a follower
   * removed, a follow request approved (docs/product.md#blocking, #private-accounts).
   */
  relationChanged: { userId: string; otherId: string };
  /**
   * The media job made a video playable: its row turned `ready` (listed now) or `held` (a
   * draft, or scheduled for later; docs/product.md#drafts-and-scheduled-videos). Emitted
   * inside the transaction that changed the row, with `emitWithin`: `trx` is that
   * transaction, so what a subscriber writes (the hashtags' counts) commits with the row or
   * not at all, and a subscriber that fails makes the job fail and run again.
   */
  videoProcessed: {
    trx: Kysely<Database>;
    videoId: string;
    state: 'ready' | 'held';
    /** The row's `created_at` (the time it is listed with). */
    createdAt: Date;
    /** The tags as the row holds them now (the caption may have been edited meanwhile). */
    hashtags: readonly string[];
  };
  /**
   * A media job ended, after its changes committed: the video is `ready`, `held` or
   * `failed` (docs/product.md#upload). The owner is told, and once it is listed the people
   * its caption mentions. `log` is the job's (its lines name the request that queued it).
   */
  /**
   * A user reported a reply from another server and asked for the report to go to its server
   * too (docs/federation.md, ADR 0158): federation sends it as a Flag from the instance actor.
   */
  reportForwarded: {
    reportId: string;
    actorIri: string;
    objectIri: string;
    reason: string;
    details: string;
  };
  videoProcessingEnded: {
    videoId: string;
    ownerId: string;
    outcome: 'ready' | 'held' | 'failed';
    mentions: readonly VideoMention[];
    log: FastifyBaseLogger;
  };
}

/** What a Flick user did with a remote video, with all its sending needs (rows may be gone). */
export interface RemoteVideoAction {
  kind: 'like' | 'undoLike' | 'comment' | 'deleteComment';
  userId: string;
  /** The like's or the comment's id. */
  id: string;
  /** The remote video's object id and its author's actor id. */
  objectIri: string;
  authorIri: string;
  /** A comment's plain text (`comment`). */
  text?: string;
  /** When it was done (a comment's time). */
  at: Date;
}

export type CoreEventName = keyof CoreEventMap;

/** The events emitted inside a transaction (their payload carries it as `trx`). */
export type TransactionEventName = {
  [E in CoreEventName]: CoreEventMap[E] extends { trx: unknown } ? E : never;
}[CoreEventName];

/** The events announced after their change committed. */
export type CommittedEventName = Exclude<CoreEventName, TransactionEventName>;

/** A subscriber: may be async; `emit` waits for it before calling the next. */
export type CoreEventHandler<E extends CoreEventName> = (
  payload: CoreEventMap[E],
) => void | Promise<void>;

/** The events of one server (one per built app; tests build many in one process). */
export class CoreEvents {
  readonly #handlers = new Map<CoreEventName, CoreEventHandler<CoreEventName>[]>();
  readonly #log: Pick<FastifyBaseLogger, 'error'>;

  constructor(log: Pick<FastifyBaseLogger, 'error'>) {
    this.#log = log;
  }

  /** Subscribes `handler` to `name`; returns the unsubscribe function. */
  on<E extends CoreEventName>(name: E, handler: CoreEventHandler<E>): () => void {
    const list = this.#handlers.get(name) ?? [];
    list.push(handler as CoreEventHandler<CoreEventName>);
    this.#handlers.set(name, list);
    return () => {
      const current = this.#handlers.get(name);
      if (current)
        this.#handlers.set(
          name,
          current.filter((h) => h !== handler),
        );
    };
  }

  /**
   * Calls every subscriber of `name` in the order they subscribed, each awaited before the
   * next, so the caller can answer knowing every effect in this process happened. A
   * subscriber that throws is logged and the others still run; `emit` itself never throws:
   * the change that was announced has already committed.
   */
  async emit<E extends CommittedEventName>(name: E, payload: CoreEventMap[E]): Promise<void> {
    for (const handler of [...(this.#handlers.get(name) ?? [])]) {
      try {
        await handler(payload);
      } catch (err) {
        this.#log.error({ err, event: name }, 'an event subscriber failed');
      }
    }
  }

  /**
   * Calls every subscriber of an event emitted inside a transaction, in the order they
   * subscribed, each awaited; the first that throws stops the others and its error reaches
   * the emitter, whose transaction then rolls back: the change and its effects go together.
   */
  async emitWithin<E extends TransactionEventName>(
    name: E,
    payload: CoreEventMap[E],
  ): Promise<void> {
    for (const handler of [...(this.#handlers.get(name) ?? [])]) await handler(payload);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's core events (src/platform/core/events.ts). */
    events: CoreEvents;
  }
}

/**
 * Gives `app` its events unless an ancestor already did: `app.ts` registers `eventsPlugin`
 * at the root so every host shares one; a host running alone gets its own.
 */
export function decorateEvents(app: FastifyInstance): void {
  if (app.hasDecorator('events')) return;
  app.decorate('events', new CoreEvents(app.log));
}

/** Decorates the root with `app.events`, before the hosts subscribe and emit. */
export const eventsPlugin = fp(
  async (app) => {
    decorateEvents(app);
  },
  { name: 'flick-events' },
);
