import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const state = style({
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.videoText,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const explore = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const feed = style({ height: '100%' });
