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
