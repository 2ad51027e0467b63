import { mediaQueries } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/**
 * On a phone the grid's viewer is the whole screen, as the feed is, not a card with margins
 * (docs/product.md#video-viewer). The attribute outranks the dialog's own card rules.
 */
export const dialog = style({
  '@media': {
    [mediaQueries.belowMedium]: {
      selectors: {
        '&[role="dialog"]': {
          top: 0,
          left: 0,
          transform: 'none',
          width: '100vw',
          maxWidth: 'none',
          height: '100dvh',
          maxHeight: 'none',
          padding: 0,
          borderRadius: 0,
          overflow: 'hidden',
        },
      },
    },
  },
});
