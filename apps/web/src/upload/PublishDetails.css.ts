import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, flex: 1 });

export const modes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const mode = style({ display: 'flex', alignItems: 'center', gap: 4 });

export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm });
