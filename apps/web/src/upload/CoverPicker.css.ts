import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

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
