import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from './palette';

// WCAG 2 relative luminance and contrast ratio, for opaque #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [high, low] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

// Text pairs the components actually draw, each needing 4.5:1 (WCAG AA, normal text).
const pairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceHover'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['accentText', 'background'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['onDanger', 'danger'],
  ['dangerText', 'background'],
  ['videoText', 'videoBackdrop'],
  ['text', 'videoStage'],
  ['text', 'accentSubtle'],
] as const;

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme colours', (_name, colors) => {
  it.each(pairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps video surfaces black in every theme', () => {
    expect(colors.videoBackdrop).toBe('#000000');
  });
});
