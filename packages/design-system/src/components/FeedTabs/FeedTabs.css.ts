import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

/** Centred at the top of the feed it floats over (docs/product.md#for-you). */
export const root = style({
  position: 'absolute',
  zIndex: 2,
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  maxWidth: `calc(100% - 2 * ${vars.space.sm})`,
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
  padding: `${vars.space.xs} ${vars.space.md}`,
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
