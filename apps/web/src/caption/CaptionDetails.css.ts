import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
});
