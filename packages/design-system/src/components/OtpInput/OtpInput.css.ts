import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';
import { textTarget } from '../targetSize';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '360px',
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const destination = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const boxes = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const box = style({
  width: '44px',
  height: '52px',
  padding: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.mono,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.55 },
  },
});

export const error = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const linkButton = style({
  ...textTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accentText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
