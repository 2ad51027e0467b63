import { formatNumber } from '../i18n/format';

// Its own module, not link.tsx: that one reaches the first route (/reels), this one need not.
/**
 * A count with its noun for text people read or hear: `1 like`, `2 likes`, `1,234 likes`
 * (singular for exactly one). The one home of the rule for every count with a noun.
 */
export function pluralCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
