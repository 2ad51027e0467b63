import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const root = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const options = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// The radio itself stays in the accessibility tree and takes focus; its label is the pill.
// Unseen, it covers the whole pill, so its target is the pill's size (at least 36 px tall).
export const input = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  pointerEvents: 'none',
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-state="checked"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.bold,
    },
    '&:has(input:focus-visible)': focusVisible,
  },
});
