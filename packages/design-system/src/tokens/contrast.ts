import type { ColorToken } from './contract.css';

/** WCAG 2.2 AA for text and icons that carry text meaning (1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** WCAG 2.2 AA for non-text UI such as a focus outline (1.4.11). */
export const NON_TEXT_CONTRAST = 3;

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** The smallest contrast ratio allowed, as `n` in `n:1`. */
  min: number;
}

const text = (foreground: ColorToken, background: ColorToken): ContrastPair => ({
  foreground,
  background,
  min: TEXT_CONTRAST,
});

/**
 * Every pair of colour tokens the components draw one on the other, with the contrast
 * WCAG AA asks of it. Flick's themes are checked against it, and `createFlickTheme` derives
 * its colours until each pair holds (or says which one cannot).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  text('text', 'background'),
  text('text', 'surface'),
  text('text', 'surfaceRaised'),
  text('text', 'surfaceHover'),
  text('text', 'videoStage'),
  text('text', 'accentSubtle'),
  text('textMuted', 'background'),
  text('textMuted', 'surface'),
  text('accentText', 'background'),
  text('accentText', 'surface'),
  text('accentText', 'surfaceRaised'),
  text('accentText', 'accentSubtle'),
  text('onAccent', 'accent'),
  text('onAccent', 'accentHover'),
  text('onDanger', 'danger'),
  text('dangerText', 'background'),
  text('videoText', 'videoBackdrop'),
  { foreground: 'borderStrong', background: 'background', min: NON_TEXT_CONTRAST },
  { foreground: 'borderStrong', background: 'surface', min: NON_TEXT_CONTRAST },
  { foreground: 'focusRing', background: 'background', min: NON_TEXT_CONTRAST },
  { foreground: 'focusRing', background: 'surface', min: NON_TEXT_CONTRAST },
  { foreground: 'focusRing', background: 'surfaceRaised', min: NON_TEXT_CONTRAST },
];

/** The pairs whose foreground is `token`. */
export const pairsOf = (token: ColorToken): ContrastPair[] =>
  CONTRAST_PAIRS.filter((pair) => pair.foreground === token);
