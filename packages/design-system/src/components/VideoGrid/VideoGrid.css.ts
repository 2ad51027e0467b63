import { style, styleVariants } from '@vanilla-extract/css';
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
  insetInlineStart: vars.space.xs,
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

/** A label across the top of a tile: the owner's hidden, draft or scheduled video. */
const badgeBase = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  top: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

/**
 * The badge's two tones: `moderation` (red) for a video moderators hid, a warning; `neutral`
 * (the like count's scrim) for the owner's own draft or scheduled video, a plain state.
 */
export const badge = styleVariants({
  moderation: [badgeBase, { background: vars.color.danger, color: vars.color.onDanger }],
  neutral: [badgeBase, { background: vars.color.videoScrim, color: vars.color.videoText }],
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
