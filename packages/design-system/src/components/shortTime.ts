// Its own module, as pluralCount: only the screens that show times load it.
/**
 * How long ago something was posted, short (docs/product.md#comments,
 * docs/product.md#notifications): `now` under a minute, then `5m`, `3h`, `2d`, and the date
 * from a week on. `now` is the current time in milliseconds.
 */
export function shortTime(iso: string, now: number): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)}d`;
  return new Date(iso).toLocaleDateString();
}
