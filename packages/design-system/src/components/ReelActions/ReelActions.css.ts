import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const list = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const direction = styleVariants({
  column: { flexDirection: 'column', alignItems: 'center' },
  row: { flexDirection: 'row', alignItems: 'flex-start' },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': focusVisible,
    '&:active:not(:disabled)': { transform: 'scale(0.92)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const tone = styleVariants({
  overVideo: { background: vars.color.videoScrim, color: vars.color.videoText },
  surface: { background: vars.color.surfaceHover, color: vars.color.text },
});

export const liked = style({ color: vars.color.like });

export const count = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  minHeight: '1em',
});

export const countTone = styleVariants({
  overVideo: {
    color: vars.color.videoText,
    textShadow: '0 1px 2px rgba(0, 0, 0, 0.8)',
  },
  surface: { color: vars.color.text },
});
