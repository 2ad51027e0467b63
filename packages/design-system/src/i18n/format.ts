// The one home of the design system's number, time and duration formats (ADR 0135). English
// keeps the product's own formats to the letter; other locales get what `Intl` gives them.
// Formatters are cached per locale: building one is far dearer than using it.

/** The source locale: its formats are the product's, fixed by its spec. */
export const SOURCE_LOCALE = 'en';

const isEnglish = (locale: string) => locale === SOURCE_LOCALE || locale.startsWith('en-');

const cache = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A whole number in full, grouped as the locale groups it: `1,234` in English. */
export function formatNumber(value: number, locale: string = SOURCE_LOCALE): string {
  const loc = isEnglish(locale) ? 'en-US' : locale;
  return cached(`n:${loc}`, () => new Intl.NumberFormat(loc)).format(value);
}

/**
 * Compact counts for video overlays. English: 999, 1.2K, 3.4M (cut, never rounded up, as
 * the product shows them); other locales: `Intl.NumberFormat`'s compact notation.
 */
export function formatCount(value: number, locale: string = SOURCE_LOCALE): string {
  const safe = !Number.isFinite(value) || value < 0 ? 0 : Math.floor(value);
  if (!isEnglish(locale)) {
    return cached(
      `c:${locale}`,
      () =>
        new Intl.NumberFormat(locale, {
          notation: 'compact',
          maximumFractionDigits: 1,
          roundingMode: 'trunc',
        } as Intl.NumberFormatOptions),
    ).format(safe);
  }
  if (safe < 1000) return String(safe);
  if (safe < 1_000_000) return `${trim(safe / 1000)}K`;
  return `${trim(safe / 1_000_000)}M`;
}

function trim(value: number): string {
  return value >= 100 ? String(Math.floor(value)) : String(Math.floor(value * 10) / 10);
}

/**
 * How long ago, short: English `now`, `5m`, `3h`, `2d`, then the date from a week on;
 * other locales the same steps through `Intl.RelativeTimeFormat` (narrow) and the date in
 * the locale. `now` is the current time in milliseconds.
 */
export function shortTime(iso: string, now: number, locale: string = SOURCE_LOCALE): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  const english = isEnglish(locale);
  if (seconds >= 7 * 86_400) {
    return english ? new Date(iso).toLocaleDateString() : new Date(iso).toLocaleDateString(locale);
  }
  const step: [number, Intl.RelativeTimeFormatUnit, string] =
    seconds < 60
      ? [0, 'second', 'now']
      : seconds < 3600
        ? [Math.floor(seconds / 60), 'minute', 'm']
        : seconds < 86_400
          ? [Math.floor(seconds / 3600), 'hour', 'h']
          : [Math.floor(seconds / 86_400), 'day', 'd'];
  const [amount, unit, suffix] = step;
  if (english) return amount === 0 ? 'now' : `${amount}${suffix}`;
  return cached(
    `r:${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'auto' }),
  ).format(-amount, unit);
}

/** `m:ss`, a position in a video, with the locale's digits (`0:05` in English). */
export function formatTime(seconds: number, locale: string = SOURCE_LOCALE): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (isEnglish(locale)) return `${minutes}:${String(rest).padStart(2, '0')}`;
  const two = cached(
    `2:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }),
  );
  return `${formatNumber(minutes, locale)}:${two.format(rest)}`;
}

/** A share as a whole percent: `42%` in English, the locale's way elsewhere (`42 %`, `٤٢٪`). */
export function formatPercent(share: number, locale: string = SOURCE_LOCALE): string {
  if (isEnglish(locale)) return `${Math.round(share * 100)}%`;
  return cached(
    `p:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(share);
}

/** A calendar day (`YYYY-MM-DD`, read as that UTC day), short: `Nov 3` in English. */
export function formatDay(date: string, locale: string = SOURCE_LOCALE): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(isEnglish(locale) ? 'en-US' : locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
