// The one home of the design system's number, time and duration formats (ADR 0135). English
// keeps the product's own formats to the letter; other locales get what `Intl` gives them.
// Formatters are cached per locale: building one is far dearer than using it.

/** The source locale: its formats are the product's, fixed by its spec. */
export const SOURCE_LOCALE = 'en';

export const isEnglish = (locale: string) => locale === SOURCE_LOCALE || locale.startsWith('en-');

const cache = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();

export function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat>(
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

/** A share as a whole percent: `42%` in English, the locale's way elsewhere (`42 %`, `٤٢٪`). */
export function formatPercent(share: number, locale: string = SOURCE_LOCALE): string {
  if (isEnglish(locale)) return `${Math.round(share * 100)}%`;
  return cached(
    `p:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(share);
}
