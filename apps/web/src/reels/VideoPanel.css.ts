import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const owner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

export const name = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
