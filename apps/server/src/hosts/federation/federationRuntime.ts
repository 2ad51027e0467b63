import type { Federation } from '@fedify/fedify';
import type { CoreEvents } from '../../platform/core/events';
import { createFlickFederation, type FlickFederationDeps } from './federation';
import { subscribeReports } from './instanceActor';
import { subscribeOutbox } from './outbox';
import { subscribeReactions } from './reactions';

/**
 * Federation as one process runs it (ADR 0150, 0156): Fedify's federation, the outbox heard on
 * this process's core events, and the federation queue worked here. The server process runs
 * it, and so does `pnpm worker` with `FEDERATION=1`: a video its media job makes ready is
 * announced on the worker's own events, so the worker must send it (ADR 0129). Both work the
 * same durable queue, so a delivery is done by whichever process takes its job.
 */
export interface FederationRuntime {
  federation: Federation<void>;
  /** Starts working the federation queue (deliveries and inbox activities) in this process. */
  start(): void;
  /** Stops hearing the events and working the queue. */
  stop(): void;
}

export function createFederationRuntime(
  deps: FlickFederationDeps & { events: CoreEvents },
): FederationRuntime {
  const federation = createFlickFederation(deps);
  // New videos, edits, hides and deletions reach remote followers (ADR 0152).
  const sending = { federation, db: deps.db, publicUrl: deps.config.publicUrl };
  const unsubscribeOutbox = subscribeOutbox(deps.events, sending);
  // Flick users' likes and comments on remote videos reach their servers (ADR 0155).
  const unsubscribeReactions = subscribeReactions(deps.events, sending);
  // Reports users ask to send to another server go as Flags (ADR 0158).
  const unsubscribeReports = subscribeReports(deps.events, sending);
  const stopping = new AbortController();
  return {
    federation,
    start() {
      void federation.startQueue(undefined, { signal: stopping.signal });
    },
    stop() {
      unsubscribeOutbox();
      unsubscribeReactions();
      unsubscribeReports();
      stopping.abort();
    },
  };
}
