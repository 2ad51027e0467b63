import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.medium]: { gap: vars.space.xs } },
});

export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '9 / 16',
  padding: 0,
  border: 'none',
  overflow: 'hidden',
  background: vars.color.videoBackdrop,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusVisible, outlineOffset: '-3px' },
    // Processing and failed tiles are not buttons: nothing opens on a press.
    '&:not(button)': { cursor: 'default' },
  },
});

export const thumb = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const count = style({
  position: 'absolute',
  left: vars.space.xs,
  bottom: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.videoScrim,
  color: vars.color.videoText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** The owner's hidden video: a label across the top. */
export const hiddenBadge = style({
  position: 'absolute',
  left: vars.space.xs,
  right: vars.space.xs,
  top: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

/** Over a processing or failed tile: the state's text, bar or action, centred on a scrim. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.videoScrim,
  color: vars.color.videoText,
  textAlign: 'center',
});

export const overlayText = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const progress = style({
  width: '80%',
});

/** One count of a tile (views, likes): its icon and number. */
export const countPart = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});
