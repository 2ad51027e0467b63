import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Oklch } from 'culori/fn';
import { atLightness, contrastRatio, parseColor, toHex } from './color';
import { type ColorToken, type ThemeValues, vars } from './contract.css';
import { CONTRAST_PAIRS, pairsOf, TEXT_CONTRAST } from './contrast';
import { darkColors, lightColors } from './palette';
import type { ThemeName } from './themeName';
import { shadows, sharedValues } from './values';

export interface FlickThemeOptions {
  /**
   * The brand colour, any opaque CSS colour (`#16a34a`, `rgb()`, `hsl()`, `oklch()`, a
   * name). It is kept as given for fills; the other accent tokens are derived from it.
   */
  accent: string;
  /** The shipped theme whose neutrals (background, surfaces, text) it starts from. Default `light`. */
  base?: ThemeName;
  /** Font stacks; a missing one keeps Flick's. */
  font?: Partial<ThemeValues['font']>;
  /** Corner radii (`sm`, `md`, `lg`, `full`); a missing one keeps Flick's. */
  radius?: Partial<ThemeValues['radius']>;
  /** The brand's own colour for text on the accent. Kept as given and checked, never adjusted. */
  onAccent?: string;
  /** The brand's own accent as text. Kept as given and checked, never adjusted. */
  accentText?: string;
}

/** A theme made with `createFlickTheme`. Make it once (at module level or in `useMemo`). */
export interface FlickTheme {
  /** The shipped theme it starts from: `ThemeProvider` puts that class and `data-theme` on `<html>`. */
  base: ThemeName;
  /**
   * A value for every token. In a consumer's `.css.ts` file, vanilla-extract's
   * `createTheme(vars, theme.values)` makes a class of it at build time.
   */
  values: ThemeValues;
  /**
   * The same values as CSS custom properties (`assignInlineVars`): a React `style` that
   * themes one subtree, and what `<ThemeProvider theme={theme}>` puts on `<html>`.
   */
  style: Record<string, string>;
}

/** OKLCH lightness and chroma cap of `accentSubtle`, a wash near the base's background. */
const SUBTLE = { light: { l: 0.95, c: 0.025 }, dark: { l: 0.27, c: 0.05 } } as const;
/** A dark, slightly tinted `onAccent` (Flick's navy on its light blue) before plain black. */
const ON_ACCENT_DARK = { l: 0.275, c: 0.056 } as const;
/** How far `accentHover` moves from `accent` in OKLCH lightness. */
const HOVER_STEP = 0.07;
/** The lightness step of the search for `accentText` and `focusRing`. */
const SEARCH_STEP = 0.005;

/** The neutrals and other colours each base gives a brand theme. */
const BASE_COLORS = { light: lightColors, dark: darkColors } as const;

/** The pairs of `token` all hold in `colors`. */
function holds(token: ColorToken, colors: Record<ColorToken, string>): boolean {
  return pairsOf(token).every(
    (pair) => contrastRatio(colors[pair.foreground], colors[pair.background]) >= pair.min,
  );
}

/**
 * The colour nearest `from` in OKLCH lightness, same hue, for which `token`'s pairs hold,
 * moving toward `direction` (-1 darker, +1 lighter). The ends (black, white) are tried last.
 */
function nearestPassing(
  from: Oklch,
  direction: -1 | 1,
  token: ColorToken,
  colors: Record<ColorToken, string>,
): string {
  for (let l = from.l; l >= 0 && l <= 1; l += direction * SEARCH_STEP) {
    const candidate = atLightness(from, l);
    if (holds(token, { ...colors, [token]: candidate })) return candidate;
  }
  return direction < 0 ? '#000000' : '#ffffff';
}

/** The values the caller set in `group` (an empty or non-string one is refused by name). */
function given<Group extends 'font' | 'radius'>(
  group: Group,
  values: Partial<ThemeValues[Group]> | undefined,
): Partial<ThemeValues[Group]> {
  const set = Object.entries(values ?? {}).filter(([, value]) => value !== undefined);
  for (const [token, value] of set) {
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(
        `createFlickTheme: ${group}.${token} must be a CSS value, not ${JSON.stringify(value)}`,
      );
    }
  }
  return Object.fromEntries(set) as Partial<ThemeValues[Group]>;
}

const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/**
 * Builds a theme for another brand on Flick's components: its accent, fonts and radii on
 * the neutrals of the light or dark base. The accent is kept for fills; `onAccent` is a
 * dark tint of its hue (else black) when dark text contrasts more than white, else white;
 * `accentHover` moves its lightness by one step, darker on a light base and lighter on a
 * dark one (the other way when that would leave the range or lose `onAccent`'s 4.5:1);
 * `accentSubtle` is a faint wash of its hue; `accentText` and `focusRing` are the accent
 * darkened (light base) or lightened (dark base), same hue, just until every pair of
 * `CONTRAST_PAIRS` holds (4.5:1 for text, 3:1 for the focus ring). Neutrals, danger,
 * video and the other tokens are the base theme's.
 *
 * Throws when a pair cannot hold: an accent that is not an opaque CSS colour, or an
 * `onAccent` / `accentText` given by the caller (those are never adjusted) that falls short.
 */
export function createFlickTheme(options: FlickThemeOptions): FlickTheme {
  const base: ThemeName = options.base ?? 'light';
  if (base !== 'light' && base !== 'dark') {
    throw new Error(
      `createFlickTheme: base must be "light" or "dark", not ${JSON.stringify(base)}`,
    );
  }
  const read = (token: 'accent' | 'onAccent' | 'accentText', text: unknown): Oklch => {
    const parsed = parseColor(String(text));
    if (!parsed.ok) {
      throw new Error(`createFlickTheme: ${token} ${JSON.stringify(text)} ${parsed.reason}`);
    }
    return parsed.oklch;
  };
  const accentColor = read('accent', options.accent);
  const accent = toHex(accentColor);
  const pinnedOnAccent =
    options.onAccent === undefined ? undefined : toHex(read('onAccent', options.onAccent));
  const pinnedAccentText =
    options.accentText === undefined ? undefined : toHex(read('accentText', options.accentText));

  const colors: Record<ColorToken, string> = { ...BASE_COLORS[base], accent };
  // Away from the page: darker on the light base's white, lighter on the dark base's black.
  const towardContrast = base === 'light' ? -1 : 1;

  colors.accentSubtle = atLightness(accentColor, SUBTLE[base].l, SUBTLE[base].c);

  if (pinnedOnAccent) {
    colors.onAccent = pinnedOnAccent;
  } else if (contrastRatio(accent, '#000000') >= contrastRatio(accent, '#ffffff')) {
    const tinted = atLightness(accentColor, ON_ACCENT_DARK.l, ON_ACCENT_DARK.c);
    colors.onAccent = contrastRatio(tinted, accent) >= TEXT_CONTRAST ? tinted : '#000000';
  } else {
    colors.onAccent = '#ffffff';
  }

  // Darker on a light base and lighter on a dark one, unless that leaves the lightness
  // range or loses onAccent's contrast: then the other way, which only gains contrast.
  const hoverWay = towardContrast;
  const hoverL = accentColor.l + hoverWay * HOVER_STEP;
  const hover = atLightness(accentColor, hoverL);
  colors.accentHover =
    hoverL >= 0 && hoverL <= 1 && holds('onAccent', { ...colors, accentHover: hover })
      ? hover
      : atLightness(accentColor, accentColor.l - hoverWay * HOVER_STEP);

  colors.accentText =
    pinnedAccentText ?? nearestPassing(accentColor, towardContrast, 'accentText', colors);
  colors.focusRing = nearestPassing(accentColor, towardContrast, 'focusRing', colors);

  for (const pair of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    if (ratio < pair.min) {
      const pinned =
        (pair.foreground === 'onAccent' && pinnedOnAccent) ||
        (pair.foreground === 'accentText' && pinnedAccentText);
      throw new Error(
        `createFlickTheme: accent ${accent} gives ${pair.foreground} ${colors[pair.foreground]}` +
          `${pinned ? ' (as given)' : ''} a contrast of ${formatRatio(ratio)}:1 on ` +
          `${pair.background} ${colors[pair.background]}; AA needs ${pair.min}:1`,
      );
    }
  }

  const values: ThemeValues = {
    ...sharedValues,
    font: { ...sharedValues.font, ...given('font', options.font) },
    radius: { ...sharedValues.radius, ...given('radius', options.radius) },
    shadow: shadows[base],
    color: colors,
  };
  return { base, values, style: assignInlineVars(vars, values) };
}
