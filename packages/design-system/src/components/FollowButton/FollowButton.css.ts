import { style } from '@vanilla-extract/css';

export const button = style({
  minWidth: '104px',
});
