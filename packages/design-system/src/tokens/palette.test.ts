import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { CONTRAST_PAIRS } from './contrast';
import { darkColors, lightColors } from './palette';

const pairs = CONTRAST_PAIRS.map((pair) => [pair.foreground, pair.background, pair.min] as const);

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme colours', (_name, colors) => {
  it.each(pairs)('%s on %s reaches %s:1', (foreground, background, min) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(min);
  });

  it('keeps video surfaces black in every theme', () => {
    expect(colors.videoBackdrop).toBe('#000000');
  });
});

describe('contrastRatio', () => {
  it('measures WCAG 2 ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The order of the two colours does not matter.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#767676'));
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
