import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { vars } from './contract.css';
import { CONTRAST_PAIRS } from './contrast';
import { createFlickTheme } from './createFlickTheme';
import { darkColors, lightColors } from './palette';
import { shadows, sharedValues } from './values';

const ACCENTS = {
  flick: '#38bdf8',
  navy: '#1e3a8a',
  yellow: '#ffff00',
  green: '#16a34a',
  pink: '#ec4899',
  // Any CSS colour is read, not only hex.
  'oklch purple': 'oklch(0.55 0.2 300)',
} as const;

const BASES = ['light', 'dark'] as const;

const cases = Object.entries(ACCENTS).flatMap(([name, accent]) =>
  BASES.map((base) => [name, base, accent] as const),
);

describe('createFlickTheme keeps every contrast pair at AA', () => {
  it.each(cases)('%s accent on the %s base', (_name, base, accent) => {
    const { values } = createFlickTheme({ accent, base });
    const failing = CONTRAST_PAIRS.map((pair) => ({
      pair: `${pair.foreground} on ${pair.background}`,
      ratio: contrastRatio(values.color[pair.foreground], values.color[pair.background]),
      min: pair.min,
    })).filter(({ ratio, min }) => ratio < min);
    expect(failing).toEqual([]);
    expect(values.color.accent).toBe(createFlickTheme({ accent }).values.color.accent);
  });

  it('keeps the accent as given for fills and derives the rest from its hue', () => {
    const { values } = createFlickTheme({ accent: '#ffff00' });
    expect(values.color.accent).toBe('#ffff00');
    // Yellow text on white is unreadable: accentText is a darker yellow that reaches 4.5:1.
    expect(values.color.accentText).toBe('#707000');
    expect(contrastRatio(values.color.accentText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Dark text on a bright accent, white on a deep one.
    expect(values.color.onAccent).toBe('#2a2a03');
    expect(createFlickTheme({ accent: '#1e3a8a' }).values.color.onAccent).toBe('#ffffff');
  });

  it('lightens accentText on the dark base', () => {
    const light = createFlickTheme({ accent: '#1e3a8a', base: 'light' }).values.color;
    const dark = createFlickTheme({ accent: '#1e3a8a', base: 'dark' }).values.color;
    expect(light.accentText).toBe('#1e3a8a');
    expect(dark.accentText).toBe('#668be3');
  });
});

describe("Flick's accent against Flick's shipped themes", () => {
  // The shipped themes were picked by hand from a palette (sky 100–900); the derivation
  // moves only OKLCH lightness and stops at the first colour that meets AA. Both pass every
  // pair; these are the tokens where they differ, and every other token is the same.
  it('reproduces the light theme but for the derived accent tokens', () => {
    const { base, values } = createFlickTheme({ accent: lightColors.accent });
    expect(base).toBe('light');
    const { color, ...rest } = values;
    expect(rest).toEqual({ ...sharedValues, shadow: shadows.light });
    expect(differences(color, lightColors)).toEqual({
      // One lightness step darker, as sky-500 is to sky-400: a hair apart.
      accentHover: { derived: '#0ba6e0', shipped: '#0ea5e9' },
      // The navy tint, chroma-capped: a hair apart.
      onAccent: { derived: '#012c3e', shipped: '#062b40' },
      // The nearest colour at 4.5:1 on white; the shipped sky-700 reaches 5.9:1.
      accentText: { derived: '#00759f', shipped: '#0369a1' },
      accentSubtle: { derived: '#dff2fd', shipped: '#e0f2fe' },
      // The nearest colour at 3:1 on white; the shipped sky-600 reaches 4.1:1.
      focusRing: { derived: '#009ed6', shipped: '#0284c7' },
    });
  });

  it('reproduces the dark theme (whose accent is a lighter blue) but for three tokens', () => {
    const { base, values } = createFlickTheme({ accent: darkColors.accent, base: 'dark' });
    expect(base).toBe('dark');
    const { color, ...rest } = values;
    expect(rest).toEqual({ ...sharedValues, shadow: shadows.dark });
    expect(differences(color, darkColors)).toEqual({
      accentHover: { derived: '#b4e6ff', shipped: '#bae6fd' },
      onAccent: { derived: '#002c3d', shipped: '#062b40' },
      accentSubtle: { derived: '#042b3a', shipped: '#0c2a3d' },
    });
  });
});

function differences(derived: Record<string, string>, shipped: Record<string, string>) {
  return Object.fromEntries(
    Object.keys(shipped)
      .filter((token) => derived[token] !== shipped[token])
      .map((token) => [token, { derived: derived[token], shipped: shipped[token] }]),
  );
}

describe('createFlickTheme options', () => {
  it('takes the brand type and radii, keeping Flick’s for the ones not given', () => {
    const { values } = createFlickTheme({
      accent: '#16a34a',
      font: { body: 'Georgia, serif' },
      radius: { md: '2px' },
    });
    expect(values.font).toEqual({ body: 'Georgia, serif', mono: sharedValues.font.mono });
    expect(values.radius).toEqual({ ...sharedValues.radius, md: '2px' });
  });

  it('gives the tokens as CSS custom properties of the contract', () => {
    const { style, values } = createFlickTheme({ accent: '#16a34a' });
    const accentVar = vars.color.accent.replace(/^var\((--[^,)]+).*$/, '$1');
    expect(style[accentVar]).toBe('#16a34a');
    expect(style[vars.radius.md.replace(/^var\((--[^,)]+).*$/, '$1')]).toBe(values.radius.md);
    expect(Object.keys(style)).toHaveLength(
      Object.values(values).reduce((sum, group) => sum + Object.keys(group).length, 0),
    );
  });
});

describe('createFlickTheme refuses what cannot reach AA', () => {
  it('names the token, the pair and the ratio when a given text colour falls short', () => {
    expect(() => createFlickTheme({ accent: '#ffff00', accentText: '#ffff00' })).toThrow(
      'createFlickTheme: accent #ffff00 gives accentText #ffff00 (as given) a contrast of 1.07:1 on background #ffffff; AA needs 4.5:1',
    );
    expect(() => createFlickTheme({ accent: '#ffff00', onAccent: 'white' })).toThrow(
      'createFlickTheme: accent #ffff00 gives onAccent #ffffff (as given) a contrast of 1.07:1 on accent #ffff00; AA needs 4.5:1',
    );
  });

  it('keeps a given colour that passes', () => {
    const { values } = createFlickTheme({ accent: '#16a34a', accentText: '#14532d' });
    expect(values.color.accentText).toBe('#14532d');
  });

  it('refuses an accent that is not an opaque CSS colour', () => {
    expect(() => createFlickTheme({ accent: 'brand-green' })).toThrow(
      'createFlickTheme: accent "brand-green" is not a CSS colour',
    );
    expect(() => createFlickTheme({ accent: 'rgb(22 163 74 / 50%)' })).toThrow(
      'createFlickTheme: accent "rgb(22 163 74 / 50%)" must be opaque (contrast is measured on a known background)',
    );
  });

  it('refuses an empty font or radius', () => {
    expect(() => createFlickTheme({ accent: '#16a34a', radius: { md: ' ' } })).toThrow(
      'createFlickTheme: radius.md must be a CSS value, not " "',
    );
    // A token left undefined keeps Flick's value.
    const { values } = createFlickTheme({ accent: '#16a34a', font: { body: undefined } });
    expect(values.font.body).toBe(sharedValues.font.body);
  });

  it('refuses an unknown base', () => {
    // @ts-expect-error: a JavaScript caller can pass anything.
    expect(() => createFlickTheme({ accent: '#16a34a', base: 'sepia' })).toThrow(
      'createFlickTheme: base must be "light" or "dark", not "sepia"',
    );
  });
});
