import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const explore = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
