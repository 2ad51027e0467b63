import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
});

export const cover = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const frame = style({
  width: 54,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.videoBackdrop,
  flexShrink: 0,
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
