import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatPercent } from './format';
import { formatTime, shortTime } from './time';

describe('formats', () => {
  it('keep the product’s English: 999, 1.2K (cut, not rounded), 3.4M, 1,234, 0:05, 42%', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1299)).toBe('1.2K');
    expect(formatCount(3_456_789)).toBe('3.4M');
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(1299, 'en-GB')).toBe('1.2K');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatTime(5)).toBe('0:05');
    expect(formatTime(125.9)).toBe('2:05');
    expect(formatPercent(0.42)).toBe('42%');
  });

  it('give other locales what Intl gives them', () => {
    const compact = (locale: string, value: number) =>
      new Intl.NumberFormat(locale, {
        notation: 'compact',
        maximumFractionDigits: 1,
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions).format(value);
    expect(formatCount(1299, 'es')).toBe(compact('es', 1299));
    expect(formatCount(1299, 'es')).toMatch(/^1,2\s?mil$/);
    expect(formatCount(1299, 'ar')).toBe(compact('ar', 1299));
    expect(formatCount(1299, 'ar')).not.toBe('1.2K');
    expect(formatNumber(1234, 'ar')).toBe(new Intl.NumberFormat('ar').format(1234));
    expect(formatPercent(0.42, 'es')).toBe(
      new Intl.NumberFormat('es', { style: 'percent' }).format(0.42),
    );
    const ar = new Intl.NumberFormat('ar');
    expect(formatTime(65, 'ar')).toBe(
      `${ar.format(1)}:${new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 }).format(5)}`,
    );
  });

  it('say how long ago through Intl.RelativeTimeFormat outside English', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const rtf = new Intl.RelativeTimeFormat('es', { style: 'narrow', numeric: 'auto' });
    expect(shortTime('2026-11-28T11:57:00Z', now, 'es')).toBe(rtf.format(-3, 'minute'));
    expect(shortTime('2026-11-28T11:59:30Z', now, 'es')).toBe(rtf.format(0, 'second'));
    expect(shortTime('2026-11-28T09:00:00Z', now, 'ar')).toBe(
      new Intl.RelativeTimeFormat('ar', { style: 'narrow', numeric: 'auto' }).format(-3, 'hour'),
    );
    expect(shortTime('2026-11-28T11:57:00Z', now)).toBe('3m');
  });
});
