import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';
import { MIN_TARGET } from '../targetSize';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const form = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const field = style({ flex: 1, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** A chip's remove button: its icon in a 24 x 24 px target. */
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: MIN_TARGET,
  minHeight: MIN_TARGET,
  padding: 2,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusVisible, '&:hover': { background: vars.color.border } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.dangerText });
