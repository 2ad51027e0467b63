import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';
import { MIN_TARGET } from '../targetSize';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const reasons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xs,
});

export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

/**
 * A reason's radio: a 16 px ring (a dot inside when chosen) drawn in a 24 x 24 px target,
 * since a native radio is 13 px. The whole row, its label, takes a click as well.
 */
export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: MIN_TARGET,
  height: MIN_TARGET,
  margin: 0,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  background: `radial-gradient(circle, transparent 0 6.5px, ${vars.color.borderStrong} 6.5px 8px, transparent 8.5px)`,
  selectors: {
    '&:checked': {
      background: `radial-gradient(circle, ${vars.color.accent} 0 4px, transparent 4.5px 6.5px, ${vars.color.accent} 6.5px 8px, transparent 8.5px)`,
    },
    '&:focus-visible': focusVisible,
  },
  // Forced colours drop the background: the native radio shows its state there.
  '@media': { '(forced-colors: active)': { appearance: 'auto' } },
});

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const details = style({
  minHeight: 88,
  resize: 'vertical',
  padding: vars.space.sm,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusVisible },
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const error = style({
  color: vars.color.dangerText,
  margin: 0,
});
