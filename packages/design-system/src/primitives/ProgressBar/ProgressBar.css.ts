import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const track = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  default: { height: '8px', background: vars.color.skeleton },
  overVideo: { height: '3px', background: vars.color.videoScrim, borderRadius: 0 },
});

export const fill = style({
  height: '100%',
  background: vars.color.accent,
  // It fills from the start: the left, or the right in a right-to-left page.
  transformOrigin: 'left center',
  selectors: { '&:dir(rtl)': { transformOrigin: 'right center' } },
  transition: `transform ${vars.motion.fast} linear`,
});
