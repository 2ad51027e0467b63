import { mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const card = style({
  width: '100%',
  maxWidth: 380,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [mediaQueries.belowMedium]: {
      border: 'none',
      background: 'transparent',
      padding: vars.space.sm,
    },
  },
});

export const brand = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
  letterSpacing: '-0.02em',
});

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const footer = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
});

export const error = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const methods = style({
  display: 'flex',
  gap: vars.space.sm,
  border: 'none',
  padding: 0,
  margin: 0,
});
