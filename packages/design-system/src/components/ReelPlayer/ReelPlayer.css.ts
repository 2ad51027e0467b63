import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

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
  paddingLeft: '4px',
});

export const muteButton = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});

/** Under the mute button: the captions (CC) toggle. */
export const captionsButton = style({
  position: 'absolute',
  top: `calc(${vars.space.md} + 48px)`,
  right: vars.space.md,
});

// Cues on the video's own dark backdrop and scrim: the same in both themes, always readable.
globalStyle(`${video}::cue`, {
  color: vars.color.videoText,
  backgroundColor: vars.color.videoScrim,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.4,
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

export const progress = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
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
  left: '50%',
  transform: 'translate(-50%, -50%)',
  color: vars.color.videoText,
  pointerEvents: 'none',
});
