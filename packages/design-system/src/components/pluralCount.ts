import { plural } from '../i18n/en/core';
import { formatNumber } from '../i18n/format';

// Its own module, not link.tsx: that one reaches the first route (/reels), this one need not.
/**
 * A count with its noun for text people read or hear: `1 like`, `2 likes`, `1,234 likes`
 * (singular for exactly one), by the English count rule of the messages (`plural`).
 */
export function pluralCount(count: number, one: string, many: string): string {
  return plural(one, many)(count, formatNumber(count));
}
