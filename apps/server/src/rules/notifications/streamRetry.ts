/**
 * On shutdown an event stream's client is asked to reconnect after 1–3 s (SSE `retry:`),
 * spread so the replicas left are not all hit at once (docs/product.md#notifications).
 */
export const SHUTDOWN_RETRY_MIN_MS = 1000;
export const SHUTDOWN_RETRY_SPREAD_MS = 2000;

/** A reconnect delay in [SHUTDOWN_RETRY_MIN_MS, MIN + SPREAD). */
export function shutdownRetryMs(): number {
  return SHUTDOWN_RETRY_MIN_MS + Math.floor(Math.random() * SHUTDOWN_RETRY_SPREAD_MS);
}
