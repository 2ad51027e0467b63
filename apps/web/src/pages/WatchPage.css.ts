import { mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/** The keyboard focus outline, as the design system draws it. */
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&:focus-visible': focusRing },
});

export const barActions = style({ display: 'flex', gap: vars.space.sm });

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  boxSizing: 'border-box',
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': focusRing },
});

export const primary = style([
  action,
  {
    background: vars.color.accent,
    color: vars.color.onAccent,
    border: 'none',
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
]);

export const secondary = style([
  action,
  {
    background: 'transparent',
    border: `1px solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    selectors: { '&:hover': { background: vars.color.surfaceHover } },
  },
]);

/** The video and its details: one column on a phone, side by side from the medium width. */
export const main = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignContent: 'start',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [mediaQueries.medium]: {
      gridTemplateColumns: 'auto minmax(280px, 400px)',
      justifyContent: 'center',
      alignItems: 'start',
      padding: vars.space.xxl,
    },
  },
});

/**
 * The 9:16 frame: on a phone short enough that the author, caption and counts show under it
 * on the first screen; on a desktop as tall as the window allows.
 */
export const stage = style({
  width: 'min(100%, calc((100dvh - 300px) * 9 / 16))',
  minWidth: '240px',
  aspectRatio: '9 / 16',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.videoBackdrop,
  '@media': { [mediaQueries.medium]: { width: 'min(420px, calc((100dvh - 160px) * 9 / 16))' } },
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '420px',
});

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const authorName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const fullName = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const caption = style({ margin: 0, overflowWrap: 'anywhere' });

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const ctaTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const ctaText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ctaActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const state = style({
  gridColumn: '1 / -1',
  width: '100%',
  maxWidth: '480px',
  textAlign: 'center',
});

export const stateActions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'center',
});
