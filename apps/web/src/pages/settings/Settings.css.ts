import { mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 52,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  // The same look for the links and the Logout button.
  width: '100%',
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const photoRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/**
 * A setting that is on or off: a Settings entry (`entry`) with its name at the start of the
 * row and the switch at the end, one line at every width.
 */
export const switchRow = style([
  entry,
  {
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    selectors: {
      '&:has(input:disabled, input[aria-disabled="true"])': {
        cursor: 'default',
        background: 'transparent',
      },
    },
  },
]);

/**
 * The checkbox drawn as a switch: a track with a round thumb at the start (off, the muted
 * text colour) or at the end on the accent (on).
 */
export const switchControl = style({
  appearance: 'none',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: 44,
  height: 24,
  margin: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(circle, ${vars.color.textMuted} 0 8px, transparent 8.5px)`,
  backgroundSize: '22px 22px',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'left center',
  cursor: 'inherit',
  transition: `background-position ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:checked': {
      borderColor: vars.color.accentHover,
      backgroundColor: vars.color.accent,
      backgroundImage: `radial-gradient(circle, ${vars.color.onAccent} 0 8px, transparent 8.5px)`,
      backgroundPosition: 'right center',
    },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6 },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { transition: 'none' },
    // Forced colours drop the background: keep a checkbox that shows its state there.
    '(forced-colors: active)': { appearance: 'auto' },
  },
});

export const textarea = style([
  select,
  { minHeight: 96, padding: vars.space.md, resize: 'vertical' },
]);

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
