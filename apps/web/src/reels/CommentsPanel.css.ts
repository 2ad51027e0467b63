import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/** Where the comment box would be on a video whose owner turned comments off. */
export const closed = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
