import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';
import { MIN_TARGET } from '../targetSize';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  minWidth: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const userName = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The person's name: a link one 24 px line tall (a target's least height), cut with an ellipsis. */
export const name = style({
  fontSize: vars.fontSize.sm,
  lineHeight: MIN_TARGET,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.text },
    '&:focus-visible': focusVisible,
  },
});
