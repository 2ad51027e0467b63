import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';
import { MIN_TARGET } from '../targetSize';

export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.videoBackdrop,
  color: vars.color.videoText,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.videoBackdrop,
});

/** Holds an adopted `<video>` without a box of its own: the video sizes as if it were here. */
export const slot = style({ display: 'contents' });

/** The whole surface is the play/pause control: tap anywhere toggles. */
export const surface = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.videoText,
  cursor: 'pointer',
  // A double tap likes the video: the browser must not zoom on it.
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { ...focusVisible, outlineOffset: '-4px' },
  },
});

export const bigIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.full,
  background: vars.color.videoScrim,
  // The play triangle's optical centre, to its physical right: media icons are not mirrored.
  paddingLeft: '4px',
});

/**
 * The device's safe area on side `side` (notch, rounded corners, home indicator), at least
 * `gap`: the player's controls stay clear of it when it fills the screen (the page sets
 * `viewport-fit=cover`); elsewhere the inset is 0 and the gap is as before.
 */
const safe = (side: 'top' | 'right' | 'bottom' | 'left', gap = '0px') =>
  `max(${gap}, env(safe-area-inset-${side}, 0px))`;

/** Full screen, mute and (on a captioned video) the captions toggle, in the top corner. */
export const topControls = style({
  position: 'absolute',
  top: safe('top', vars.space.md),
  // The end corner: top right, top left in a right-to-left page (safe areas are physical).
  insetInlineEnd: safe('right', vars.space.md),
  selectors: { '&:dir(rtl)': { insetInlineEnd: safe('left', vars.space.md) } },
  display: 'flex',
  gap: vars.space.sm,
});

/** The seek bar's height: the grab area along the bottom edge. */
const seekHeight = '16px';

/**
 * A captions cue (ReelCue): centred lines of light text, each on the dark video scrim, the
 * same in both themes. It never takes a tap: the video under it still plays and pauses.
 */
export const cue = style({
  display: 'flex',
  justifyContent: 'center',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const cueText = style({
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.videoScrim,
  color: vars.color.videoText,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.4,
  // A cue's own line breaks (and one line per cue when two show at once).
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** The cue the player draws itself (no ReelCue in its children): above the seek bar. */
export const ownCue = style({
  position: 'absolute',
  // Both sides (the physical safe areas): the same in either direction.
  left: safe('left', vars.space.lg),
  right: safe('right', vars.space.lg),
  bottom: `calc(${seekHeight} + ${vars.space.md})`,
});

/** The current cue for screen readers only (docs/product.md#captions). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The seek bar: a thin line along the bottom edge with a taller area to grab. */
export const seek = style({
  position: 'absolute',
  // Both sides (the physical safe areas): the same in either direction.
  left: safe('left'),
  right: safe('right'),
  bottom: 0,
  height: seekHeight,
  display: 'flex',
  alignItems: 'flex-end',
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'default' },
    // Full screen, the player reaches the screen's bottom edge (the home indicator).
    [`${root}:fullscreen &`]: { bottom: safe('bottom') },
  },
});

export const seekTrack = style({
  position: 'relative',
  flexGrow: 1,
  height: '3px',
  background: vars.color.videoScrim,
  transition: `height ${vars.motion.fast} ease-out`,
  selectors: {
    [`${seek}:hover &, ${seek}:focus-within &`]: { height: '6px' },
  },
});

export const seekRange = style({
  position: 'absolute',
  height: '100%',
  background: vars.color.accent,
});

/**
 * The seek thumb: a 12 px dot in a 24 × 24 px target (WCAG 2.2 target size). The negative
 * margins keep it centred on the track sideways and lift it so that the whole target, and the
 * dot, lie inside the player (nothing below it, such as the feed's next video, covers it).
 */
export const seekThumb = style({
  display: 'grid',
  placeItems: 'center',
  width: MIN_TARGET,
  height: MIN_TARGET,
  margin: '-12px -6px 0',
  borderRadius: vars.radius.full,
  selectors: {
    '&::before': {
      content: '""',
      width: '12px',
      height: '12px',
      borderRadius: vars.radius.full,
      background: vars.color.videoText,
      boxShadow: `0 0 0 1px ${vars.color.videoScrim}`,
    },
    '&:focus-visible': focusVisible,
    '[data-disabled] &': { opacity: 0 },
  },
});

const burst = keyframes({
  '0%': { opacity: 0, transform: 'translate(-50%, -50%) scale(0.4) rotate(-12deg)' },
  '20%': { opacity: 1, transform: 'translate(-50%, -50%) scale(1.15) rotate(-12deg)' },
  '40%': { opacity: 1, transform: 'translate(-50%, -50%) scale(1) rotate(-12deg)' },
  '100%': { opacity: 0, transform: 'translate(-50%, -160%) scale(1.3) rotate(-12deg)' },
});

/** The heart a double tap bursts where the tap landed (never drawn under reduced motion). */
export const heart = style({
  position: 'absolute',
  color: vars.color.like,
  pointerEvents: 'none',
  filter: 'drop-shadow(0 2px 6px rgba(0, 0, 0, 0.4))',
  animation: `${burst} 800ms ease-out forwards`,
});

export const message = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.videoScrim,
  color: vars.color.videoText,
  fontSize: vars.fontSize.sm,
});

export const spinner = style({
  position: 'absolute',
  top: '50%',
  // Centred: the same in either direction.
  left: '50%',
  transform: 'translate(-50%, -50%)',
  color: vars.color.videoText,
  pointerEvents: 'none',
});
