import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const count = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
