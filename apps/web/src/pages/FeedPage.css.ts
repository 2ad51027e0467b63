import { mediaQueries, vars } from '@flick/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  height: '100dvh',
  background: vars.color.videoBackdrop,
  '@media': {
    // Room for the bottom bar below the medium width.
    [mediaQueries.belowMedium]: { height: 'calc(100dvh - 56px)' },
  },
});

export const feed = style({ height: '100%' });

// Below the medium width each video fills the screen's width: the design system's stage
// caps it at 9/16 of the width there, which leaves a narrow strip on a phone.
// (Reported to the design system; remove once ReelFeed's stage does this itself.)
globalStyle(`${feed} article[data-index] > div`, {
  '@media': { [mediaQueries.belowMedium]: { maxWidth: 'none' } },
});

export const empty = style({
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.videoText,
  padding: vars.space.xl,
  textAlign: 'center',
});
