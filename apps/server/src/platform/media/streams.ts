import type { WriteStream } from 'node:fs';

/**
 * Resolves once a write stream has released its file. After a failed pipeline the file may
 * still be opening; unlinking before this point races its creation and leaves it behind.
 */
export function closed(stream: WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}
