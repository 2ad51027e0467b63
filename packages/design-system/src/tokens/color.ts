// Colour arithmetic for themes, on culori's tree-shakeable build: parsing any CSS colour,
// OKLCH lightness steps kept inside sRGB, and WCAG 2 contrast. The colour spaces are
// registered on first use, so importing this module has no side effects.
import {
  clampChroma,
  converter,
  formatHex,
  modeHsl,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  type Oklch,
  parse,
  useMode as registerMode, // culori's name: not a React hook
  wcagContrast,
} from 'culori/fn';

let registered = false;

function register(): void {
  if (registered) return;
  for (const mode of [modeRgb, modeLrgb, modeHsl, modeOklab, modeOklch]) registerMode(mode);
  registered = true;
}

/** A parsed opaque colour in OKLCH, or why it is not one. */
export type ParsedColor = { ok: true; oklch: Oklch } | { ok: false; reason: string };

/** Reads a CSS colour (`#0a7`, `rgb()`, `hsl()`, `oklch()`, a name) as an opaque OKLCH colour. */
export function parseColor(text: string): ParsedColor {
  register();
  const parsed = parse(text);
  if (!parsed) return { ok: false, reason: 'is not a CSS colour' };
  if (parsed.alpha !== undefined && parsed.alpha < 1) {
    return { ok: false, reason: 'must be opaque (contrast is measured on a known background)' };
  }
  const oklch = converter('oklch')(parsed);
  return { ok: true, oklch: { ...oklch, h: oklch.h ?? 0 } };
}

/** The colour as `#rrggbb`, its chroma reduced until it fits sRGB. */
export function toHex(color: Oklch): string {
  register();
  const clamped = clampChroma({ ...color, l: Math.min(1, Math.max(0, color.l)) }, 'oklch');
  return formatHex(clamped) ?? '#000000';
}

/** The same hue and chroma at another OKLCH lightness (0 black … 1 white), as `#rrggbb`. */
export function atLightness(color: Oklch, l: number, maxChroma = Number.POSITIVE_INFINITY) {
  return toHex({ ...color, l, c: Math.min(color.c, maxChroma) });
}

/** The WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  register();
  return wcagContrast(a, b);
}
