import { mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  background: vars.color.background,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  '@media': {
    // Room for the fixed bottom bar.
    [mediaQueries.belowMedium]: { paddingBottom: 64 },
  },
});
