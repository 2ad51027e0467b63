import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&:disabled': { opacity: 0.55 },
  },
});

// In a portal on <body>: above any dialog the composer sits in (Radix gives the popper's
// wrapper this z-index).
export const popover = style({
  zIndex: vars.zIndex.dialog,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  background: vars.color.surfaceRaised,
});

// While the picker's code loads: a spinner above the emoji button, out of the row's flow.
export const loading = style({
  position: 'absolute',
  bottom: '100%',
  insetInlineStart: 0,
  padding: vars.space.xs,
});
