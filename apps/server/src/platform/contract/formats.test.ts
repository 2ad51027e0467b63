import { describe, expect, it } from 'vitest';
import { isInstant, parseInstant } from './formats';

describe('parseInstant', () => {
  it('reads RFC 3339 instants with Z, offsets and fractions', () => {
    expect(parseInstant('2026-11-24T10:00:00.123Z')?.toISOString()).toBe(
      '2026-11-24T10:00:00.123Z',
    );
    expect(parseInstant('2026-11-24T12:00:00+02:00')?.toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
    expect(parseInstant('2024-02-29T00:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseInstant('0001-01-01T00:00:00Z')).toBeInstanceOf(Date);
  });

  it.each([
    ['a leap second', '2026-06-30T23:59:60Z'],
    ['year 0000, which PostgreSQL cannot hold', '0000-01-01T00:00:00Z'],
    ['29 February of a common year', '2026-02-29T00:00:00Z'],
    ['31 April', '2026-04-31T00:00:00Z'],
    ['hour 24', '2026-01-01T24:00:00Z'],
    ['an offset past 23:59', '2026-01-01T00:00:00+24:00'],
    ['no time zone', '2026-01-01T00:00:00'],
    ['a bare date', '2026-01-01'],
    ['a NUL inside', '2026-01-01T00:00:00\u0000Z'],
    ['a five-digit year', '12026-01-01T00:00:00Z'],
  ])('refuses %s', (_, text) => {
    expect(parseInstant(text)).toBeUndefined();
    expect(isInstant(text)).toBe(false);
  });
});
