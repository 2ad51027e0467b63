import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:disabled)': { cursor: 'default' },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/**
 * The checkbox drawn as a switch: a track with a round thumb at the start (off, the muted
 * text colour) or at the end on the accent (on).
 */
export const control = style({
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
  // The knob sits at the start, on at the end: mirrored in a right-to-left page.
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
    '&:dir(rtl)': { backgroundPosition: 'right center' },
    '&:dir(rtl):checked': { backgroundPosition: 'left center' },
    '&:disabled': { opacity: 0.6 },
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
