/**
 * Script chunk load time-out (docs/product.md#constants): a script chunk that has not arrived in
 * 120 s counts as failed, and the route shows the offline/retry screen instead of a loader that
 * never ends. Browsers put no limit of their own on a dynamic import.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that did not arrive in time. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

declare global {
  /**
   * A shorter time-out for tests that hold a chunk back (the e2e tests set it before the
   * app starts); unset in real use.
   */
  var flickChunkTimeoutMs: number | undefined;
}

function timeoutMs(): number {
  const injected = globalThis.flickChunkTimeoutMs;
  return typeof injected === 'number' && injected > 0 ? injected : CHUNK_TIMEOUT_MS;
}

/** `load` (a dynamic import), failing with a ChunkTimeoutError when it takes too long. */
export function withChunkTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const ms = timeoutMs();
      const timer = setTimeout(
        () => reject(new ChunkTimeoutError(`A script chunk did not arrive in ${ms} ms`)),
        ms,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/**
 * Whether an error means a script chunk could not be had: it timed out, or the browser
 * failed to fetch it (offline, a deploy replaced the files). Such a route shows the
 * offline/retry screen.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  // Chromium, Firefox and Safari word a failed dynamic import differently.
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
}
