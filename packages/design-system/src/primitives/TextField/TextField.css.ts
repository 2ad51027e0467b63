import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const input = style({
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** A password field: the input with its reveal toggle at the end. */
export const revealable = style({
  position: 'relative',
  display: 'flex',
});

/** A password input: its text never runs under the toggle. */
export const revealInput = style({ paddingInlineEnd: '48px' });

export const reveal = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  bottom: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  minHeight: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
