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

/** The choose button, the chosen file's name and Remove on one line. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/**
 * The chosen file's name, or `No file chosen` in the muted colour. A long name ends in an
 * ellipsis (the whole name is its tooltip and the button's description).
 */
export const name = style({
  flex: '1 1 0',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-empty]': { color: vars.color.textMuted },
  },
});
