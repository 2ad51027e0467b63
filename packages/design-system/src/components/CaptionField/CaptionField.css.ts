import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const field = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const count = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-state="over"]': { color: vars.color.dangerText } },
});

export const input = style({
  width: '100%',
  minHeight: 40,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const listbox = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  maxHeight: 240,
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSubtle },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const optionDetail = style({ color: vars.color.textMuted });
