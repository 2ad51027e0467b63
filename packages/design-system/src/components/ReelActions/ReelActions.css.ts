import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
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

const overVideo = { background: vars.color.videoScrim, color: vars.color.videoText };
/** On the feed's stage (`videoStage`, light or dark with the theme): the theme's own colours. */
const onStage = { background: vars.color.surface, color: vars.color.text };

export const tone = styleVariants({
  overVideo,
  surface: { background: vars.color.surfaceHover, color: vars.color.text },
  // The feed's rail: over the video, and on the stage beside the column where there is room.
  rail: { ...overVideo, '@media': { [mediaQueries.rail]: onStage } },
});

// Repeated in the rail's media query: vanilla-extract writes media rules after plain ones.
export const liked = style({
  color: vars.color.like,
  '@media': { [mediaQueries.rail]: { color: vars.color.like } },
});

export const count = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  minHeight: '1em',
});

const countOverVideo = {
  color: vars.color.videoText,
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.8)',
};

export const countTone = styleVariants({
  overVideo: countOverVideo,
  surface: { color: vars.color.text },
  rail: {
    ...countOverVideo,
    '@media': { [mediaQueries.rail]: { color: vars.color.text, textShadow: 'none' } },
  },
});
