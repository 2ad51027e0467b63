/** The Network Information API's fields the feed reads (not in every browser). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Effective connection types too slow to load videos the reader may never watch. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether the reader asked to save data (the browser's Save-Data setting) or is on a slow
 * connection (`navigator.connection`): the feed's neighbouring videos then load only their
 * metadata, not their first seconds (docs/product.md#feed). False where the browser cannot
 * tell.
 */
export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return false;
  return connection.saveData === true || SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}
