import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../tokens/focus';

/** Shared layout of the whole-screen messages (offline, not found, loader). */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '100dvh',
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
  boxSizing: 'border-box',
});

export const icon = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  maxWidth: '44ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
  },
});
