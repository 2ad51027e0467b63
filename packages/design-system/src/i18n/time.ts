// Times and days through Intl (ADR 0135), apart from the counts of format.ts: the first
// screen needs counts, only later screens need times.
import { cached, formatNumber, isEnglish, SOURCE_LOCALE } from './format';

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

/** A calendar day (`YYYY-MM-DD`, read as that UTC day), short: `Nov 3` in English. */
export function formatDay(date: string, locale: string = SOURCE_LOCALE): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(isEnglish(locale) ? 'en-US' : locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
