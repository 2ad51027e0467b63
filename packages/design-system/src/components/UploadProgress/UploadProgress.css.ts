import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { textTarget } from '../targetSize';

/** A small card at the bottom end of the screen, above the bottom bar on small screens. */
export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: 240,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  '@media': {
    // The bottom bar is 56 px high below the medium width.
    [mediaQueries.belowMedium]: { bottom: `calc(56px + ${vars.space.sm})` },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** The label is the button that shows the dialog again. */
export const open = style({
  ...textTarget,
  appearance: 'none',
  border: 0,
  padding: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
