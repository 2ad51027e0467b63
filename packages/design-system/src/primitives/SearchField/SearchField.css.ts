import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
});

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  display: 'inline-flex',
});

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} 44px`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    // The native clear control duplicates ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
});
