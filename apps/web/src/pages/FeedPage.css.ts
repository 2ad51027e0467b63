import { layout, mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/** The tab bar floats over the panel (docs/product.md#for-you). */
export const tabs = style({ position: 'relative' });

export const panel = style({ outline: 'none' });

export const page = style({
  height: '100dvh',
  background: vars.color.videoStage,
  '@media': {
    // Room for the bottom bar below the medium width.
    [mediaQueries.belowMedium]: { height: `calc(100dvh - ${layout.bottomBarHeight}px)` },
  },
});

export const feed = style({ height: '100%' });

export const empty = style({
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  // An empty "Following" also lists suggestions under its message: they may scroll.
  overflowY: 'auto',
  color: vars.color.text,
  padding: vars.space.xl,
  textAlign: 'center',
});
