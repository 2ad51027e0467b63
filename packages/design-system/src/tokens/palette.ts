import type { ColorToken } from './contract.css';

/**
 * Colour values of the two themes, kept apart from `themes.css.ts` so tests can check
 * contrast ratios without a browser. Components never import these: they read `vars`.
 */
/**
 * The stage around a feed's video column in each theme (`videoStage`), apart so that the
 * /reels boot script, which runs before any stylesheet, paints the same colour.
 */
export const videoStageColors = { light: '#e8ebef', dark: '#000000' } as const;

export const lightColors: Record<ColorToken, string> = {
  accent: '#38bdf8',
  accentHover: '#0ea5e9',
  onAccent: '#062b40',
  accentText: '#0369a1',
  accentSubtle: '#e0f2fe',
  background: '#ffffff',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceHover: '#f1f5f9',
  border: '#d0d7de',
  borderStrong: '#8c959f',
  text: '#111827',
  textMuted: '#4b5563',
  videoBackdrop: '#000000',
  videoStage: videoStageColors.light,
  videoScrim: 'rgba(0, 0, 0, 0.55)',
  videoText: '#ffffff',
  danger: '#b91c1c',
  onDanger: '#ffffff',
  dangerText: '#b91c1c',
  success: '#15803d',
  focusRing: '#0284c7',
  skeleton: '#e5e7eb',
  skeletonHighlight: '#f3f4f6',
  overlay: 'rgba(15, 23, 42, 0.6)',
  like: '#e11d48',
};

export const darkColors: Record<ColorToken, string> = {
  accent: '#7dd3fc',
  accentHover: '#bae6fd',
  onAccent: '#062b40',
  accentText: '#7dd3fc',
  accentSubtle: '#0c2a3d',
  background: '#0b0d10',
  surface: '#15181d',
  surfaceRaised: '#1d2128',
  surfaceHover: '#262b33',
  border: '#30363d',
  borderStrong: '#6e7681',
  text: '#f3f4f6',
  textMuted: '#a8b1bd',
  videoBackdrop: '#000000',
  videoStage: videoStageColors.dark,
  videoScrim: 'rgba(0, 0, 0, 0.55)',
  videoText: '#ffffff',
  danger: '#f87171',
  onDanger: '#1f0606',
  dangerText: '#fca5a5',
  success: '#4ade80',
  focusRing: '#7dd3fc',
  skeleton: '#1f242b',
  skeletonHighlight: '#2a3038',
  overlay: 'rgba(0, 0, 0, 0.7)',
  like: '#fb7185',
};
