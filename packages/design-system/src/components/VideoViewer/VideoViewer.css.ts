import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

export const viewer = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto auto',
  width: '100%',
  minHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [mediaQueries.medium]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 400px)',
      gridTemplateRows: 'minmax(0, 1fr)',
      height: '100%',
      minHeight: 0,
    },
  },
});

/**
 * `fill`: below the medium width too, the viewer keeps to its container's height. The panel
 * takes what it needs up to half of it (the comments scroll inside), the player the rest,
 * so the owner, actions and comment box show without scrolling the page.
 */
export const fill = style({
  '@media': {
    [mediaQueries.belowMedium]: {
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      minHeight: 0,
    },
  },
});

/** No panel (the overlay carries owner and actions): the player takes the whole viewer. */
export const playerOnly = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr)',
  height: '100%',
  '@media': {
    [mediaQueries.medium]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const stage = style({
  position: 'relative',
  height: '70dvh',
  background: vars.color.videoBackdrop,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '@media': {
    [mediaQueries.medium]: { height: '100%' },
    [mediaQueries.belowMedium]: {
      selectors: {
        [`${fill} &`]: { flex: '1 1 0', height: 'auto', minHeight: 0 },
        [`${playerOnly} &`]: { height: '100%' },
      },
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderInlineStart: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.medium]: {
      borderTop: 'none',
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
    [mediaQueries.belowMedium]: {
      selectors: { [`${fill} &`]: { flex: '0 1 auto', maxHeight: '50%' } },
    },
  },
});

export const owner = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const comments = style({
  flex: 1,
  minHeight: '160px',
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  '@media': {
    [mediaQueries.belowMedium]: { selectors: { [`${fill} &`]: { minHeight: '64px' } } },
  },
});

export const actions = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const composer = style({
  flexShrink: 0,
  padding: `0 ${vars.space.lg}`,
});

export const close = style({
  position: 'absolute',
  top: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: 1,
});

export const message = style({
  color: vars.color.videoText,
  padding: vars.space.xl,
  textAlign: 'center',
});

/**
 * The video's own area: 9:16 (a reel) as tall as the stage, narrower when the stage is. The
 * player fills it, so its controls and previous and next lie on the picture, not half on the
 * stage's black sides.
 */
export const frame = style({
  position: 'relative',
  height: '100%',
  maxWidth: '100%',
  aspectRatio: '9 / 16',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/**
 * Previous and next, one above the other at the middle of the video's far edge, inside the
 * picture: clear of the player's own controls (top corner, seek bar along the bottom) and of
 * the comment box.
 */
export const steps = style({
  position: 'absolute',
  top: '50%',
  insetInlineEnd: vars.space.md,
  transform: 'translateY(-50%)',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const step = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { opacity: 1, cursor: 'progress' },
  },
});
