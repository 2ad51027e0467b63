import { shortcutKey } from '../keys';

/**
 * The keys that move the feed while it has focus (single letters in either case). An app's
 * own keyboard map reads these, so the feed and the page agree on them.
 */
export const FEED_KEYS = { next: ['ArrowDown', 'j'], previous: ['ArrowUp', 'k'] } as const;

/** Which way `key` moves the feed: 1 (next), -1 (previous) or 0 (not a feed key). */
export function feedStepOf(key: string): 1 | -1 | 0 {
  const normalized = shortcutKey(key);
  if ((FEED_KEYS.next as readonly string[]).includes(normalized)) return 1;
  if ((FEED_KEYS.previous as readonly string[]).includes(normalized)) return -1;
  return 0;
}
