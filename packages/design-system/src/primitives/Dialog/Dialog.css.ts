import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  // Centred (`left: 50%`, then back by half its width): the same in either direction.
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxHeight: 'calc(100dvh - 32px)',
  width: 'calc(100vw - 32px)',
  overflowY: 'auto',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const size = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '880px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
