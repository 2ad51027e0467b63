import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR, ar;q=0.5, en;q=0.4', 'ar'],
    ['en-GB', 'en'],
    ['de-DE,fr;q=0.9', null],
    ['*', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
