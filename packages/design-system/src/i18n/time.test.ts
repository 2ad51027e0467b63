import { describe, expect, it } from 'vitest';
import { shortTime } from './time';

describe('shortTime', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('says now, minutes, hours and days, then the date', () => {
    expect(shortTime('2026-11-28T11:59:30Z', now)).toBe('now');
    expect(shortTime('2026-11-28T11:55:00Z', now)).toBe('5m');
    expect(shortTime('2026-11-28T09:00:00Z', now)).toBe('3h');
    expect(shortTime('2026-11-26T12:00:00Z', now)).toBe('2d');
    expect(shortTime('2026-11-01T12:00:00Z', now)).toBe(
      new Date('2026-11-01T12:00:00Z').toLocaleDateString(),
    );
  });
});
