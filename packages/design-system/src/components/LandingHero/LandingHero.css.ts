import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  justifyItems: 'center',
  gap: vars.space.xxl,
  minHeight: '100dvh',
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
  boxSizing: 'border-box',
  '@media': {
    [mediaQueries.medium]: { gridTemplateColumns: '1fr 1fr', padding: vars.space.xxl },
  },
});

export const phone = style({
  display: 'none',
  width: '260px',
  aspectRatio: '9 / 16',
  borderRadius: '32px',
  border: `8px solid ${vars.color.text}`,
  background: `linear-gradient(160deg, ${vars.color.accent}, ${vars.color.accentSubtle})`,
  boxShadow: vars.shadow.lg,
  // The screen's corners follow the frame's.
  overflow: 'hidden',
  '@media': { [mediaQueries.medium]: { display: 'block', justifySelf: 'end' } },
});

/** A showcase video (or its poster) filling the phone frame's screen. */
export const screen = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '360px',
  '@media': { [mediaQueries.medium]: { justifySelf: 'start' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const brandMark = style({ color: vars.color.accentText, display: 'inline-flex' });

export const tagline = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '48px',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': focusVisible },
});

export const primary = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  selectors: { '&:hover': { background: vars.color.accentHover } },
});

export const secondary = style({
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const storesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const stores = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const store = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusVisible },
});

export const divider = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const providers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
