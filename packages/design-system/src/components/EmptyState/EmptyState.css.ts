import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  maxWidth: '40ch',
});

export const titleError = style({ color: vars.color.dangerText });
