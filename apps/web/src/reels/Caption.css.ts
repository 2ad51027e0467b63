import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/** A #hashtag or @mention in a caption: the caption's colour, bold. */
export const link = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});
