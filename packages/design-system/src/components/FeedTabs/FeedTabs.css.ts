import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/**
 * In the top-left corner of the feed it floats over (docs/product.md#for-you), leaving the
 * top-right corner to a ReelPlayer's controls (full screen, mute, captions: 10rem); on a
 * narrow screen, where both do not fit side by side, under those controls.
 */
export const root = style({
  position: 'absolute',
  zIndex: 2,
  top: vars.space.md,
  insetInlineStart: vars.space.md,
  maxWidth: `calc(100% - ${vars.space.md} - 10rem)`,
  '@media': {
    [mediaQueries.belowMedium]: {
      top: `calc(${vars.space.md} + 3rem)`,
      maxWidth: `calc(100% - 2 * ${vars.space.md})`,
    },
  },
});
