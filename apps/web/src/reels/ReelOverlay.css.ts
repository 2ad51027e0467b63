import { mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBottom: vars.space.xl,
  // Taps on empty space reach the player below (play/pause); controls opt back in.
  pointerEvents: 'none',
  color: vars.color.videoText,
  background: `linear-gradient(to top, ${vars.color.videoScrim}, transparent 40%)`,
});

/** Owner, caption and "why": their own parts take taps; the space between (and the cue) does not. */
export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The owner and what stands beside them (Follow): the space between lets taps through. */
export const ownerRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const beside = style({ pointerEvents: 'auto' });

/** When the video was posted, under the caption. */
export const details = style({
  pointerEvents: 'auto',
  fontSize: vars.fontSize.sm,
  opacity: 0.9,
});

export const owner = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const name = style({
  fontWeight: vars.fontWeight.regular,
  opacity: 0.9,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  pointerEvents: 'auto',
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/**
 * Over the video on phones and tablets; where there is room (`mediaQueries.rail`) the rail
 * stands beside the column, on the stage, its foot level with the overlay's padding.
 */
export const actions = style({
  pointerEvents: 'auto',
  '@media': {
    [mediaQueries.rail]: {
      position: 'absolute',
      // Past the column's inline end: its right, or its left in a right-to-left language.
      insetInlineStart: `calc(100% + ${vars.space.md})`,
      bottom: vars.space.xl,
    },
  },
});

/** The "Why am I seeing this?" link-like button (docs/product.md#for-you). */
export const why = style({
  pointerEvents: 'auto',
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
