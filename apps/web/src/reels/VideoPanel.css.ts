import { mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const owner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

export const name = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The viewer's frame: the VideoViewer fills its height at and above the medium width. */
export const pageFrame = style({
  '@media': { [mediaQueries.medium]: { height: '100dvh' } },
});

export const dialogFrame = style({
  '@media': { [mediaQueries.medium]: { height: 'min(80dvh, 760px)' } },
});
