import { layout, mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const owner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

export const name = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Owner (with the owner's Edit) and the caption under them. */
export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const ownerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The owner's Insights and Edit, side by side beside their name. */
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const caption = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/**
 * The viewer's frame: the window's height, less the bottom bar below the medium width, so
 * the actions and the comment box show above the bar without scrolling (VideoViewer `fill`).
 * A window too short for that scrolls the page instead of squeezing the player away.
 */
export const pageFrame = style({
  '@media': {
    [mediaQueries.medium]: { height: '100dvh' },
    [mediaQueries.belowMedium]: {
      height: `calc(100dvh - ${layout.bottomBarHeight}px)`,
      minHeight: '480px',
    },
  },
});

/** In a grid's dialog: a large card from the medium width, the whole screen on a phone. */
export const dialogFrame = style({
  '@media': {
    [mediaQueries.medium]: { height: 'min(80dvh, 760px)' },
    [mediaQueries.belowMedium]: { height: '100dvh' },
  },
});
