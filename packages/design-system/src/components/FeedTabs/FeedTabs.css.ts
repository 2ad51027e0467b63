import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

/**
 * In the top-left corner of the feed it floats over (docs/product.md#for-you), leaving the
 * top-right corner to a ReelPlayer's controls (full screen, mute, captions: 10rem); on a
 * narrow screen, where both do not fit side by side, under those controls.
 */
export const root = style({
  position: 'absolute',
  zIndex: 2,
  top: vars.space.md,
  left: vars.space.md,
  maxWidth: `calc(100% - ${vars.space.md} - 10rem)`,
  '@media': {
    [mediaQueries.belowMedium]: {
      top: `calc(${vars.space.md} + 3rem)`,
      maxWidth: `calc(100% - 2 * ${vars.space.md})`,
    },
  },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.videoScrim,
  overflowX: 'auto',
});

export const trigger = style({
  flex: '0 0 auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.videoText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[data-state="active"]': {
      background: vars.color.videoText,
      color: vars.color.videoBackdrop,
    },
    '&:focus-visible': focusVisible,
  },
});
