import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/**
 * A #hashtag or @mention in a caption: the caption's colour, bold. Its padding above and below
 * makes the tap area at least 24 px tall (WCAG 2.2 target size) without moving the lines: an
 * inline box's vertical padding takes taps but no room.
 */
export const link = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.xs,
});
