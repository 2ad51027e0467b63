import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const pulse = keyframes({
  '0%': { background: vars.color.skeleton },
  '50%': { background: vars.color.skeletonHighlight },
  '100%': { background: vars.color.skeleton },
});

export const skeleton = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const circle = style({ borderRadius: vars.radius.full, flexShrink: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
});
