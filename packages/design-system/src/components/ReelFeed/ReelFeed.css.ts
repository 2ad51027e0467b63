import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const wrapper = style({
  position: 'relative',
  height: '100%',
  width: '100%',
});

export const feed = style({
  height: '100%',
  width: '100%',
  overflowY: 'auto',
  scrollSnapType: 'y mandatory',
  overscrollBehaviorY: 'contain',
  background: vars.color.videoStage,
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { ...focusVisible, outlineOffset: '-2px' },
  },
  '@media': { [mediaQueries.reducedMotion]: { scrollBehavior: 'auto' } },
});

export const item = style({
  position: 'relative',
  height: '100%',
  width: '100%',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  display: 'flex',
  justifyContent: 'center',
});

export const stage = style({
  position: 'relative',
  height: '100%',
  width: '100%',
  // Small screens: the video fills the screen. Wider: a 9:16 column, as tall as the feed.
  '@media': {
    [mediaQueries.medium]: { width: 'auto', aspectRatio: '9 / 16', maxWidth: '100%' },
  },
});

export const poster = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  display: 'block',
  '@media': { [mediaQueries.belowMedium]: { objectFit: 'cover' } },
});

// Small screens: a tall clip fills the screen (cropped at its sides, as the apps people know
// do) instead of sitting between black bars; a clip wider than `TALL_CLIP_RATIO` (ReelPlayer
// marks it `data-wide` once its size is known) stays whole. Wider screens: the 9:16 column.
globalStyle(`${stage} video`, {
  '@media': { [mediaQueries.belowMedium]: { objectFit: 'cover' } },
});
globalStyle(`${stage} video[data-wide]`, {
  '@media': { [mediaQueries.belowMedium]: { objectFit: 'contain' } },
});

// Where the feed's action rail stands beside the column (`mediaQueries.rail`), the player
// lets its overlay reach past its edge: the picture itself stays inside (`contain`).
globalStyle(`${stage} > *`, {
  '@media': { [mediaQueries.rail]: { overflow: 'visible' } },
});

export const footer = style({
  position: 'absolute',
  // Centred (`left: 50%`, then back by half its width): the same in either direction.
  left: '50%',
  bottom: vars.space.xl,
  transform: 'translateX(-50%)',
  display: 'flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.videoScrim,
  color: vars.color.videoText,
});

/**
 * `Previous video` and `Next video` beside the video column, at the feed's far edge: shown on
 * wide screens with a mouse (hover and a fine pointer) only; touch swipes, keys use ↑ and ↓.
 */
export const steps = style({
  position: 'absolute',
  top: '50%',
  insetInlineEnd: vars.space.lg,
  transform: 'translateY(-50%)',
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [`${mediaQueries.medium} and (hover: hover) and (pointer: fine)`]: { display: 'flex' },
  },
});

export const step = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const empty = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
});
