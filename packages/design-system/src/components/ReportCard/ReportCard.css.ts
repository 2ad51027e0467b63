import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const reason = style({ fontWeight: vars.fontWeight.bold });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const quote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  overflowWrap: 'anywhere',
});

export const details = style({ margin: 0, overflowWrap: 'anywhere' });

export const badge = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** "Open video" and the like: the accent text colour, readable on the card in both themes. */
export const link = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
