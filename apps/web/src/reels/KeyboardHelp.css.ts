import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  alignItems: 'center',
});

export const keys = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
});

export const key = style({
  minWidth: '1.75em',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const label = style({
  margin: 0,
  color: vars.color.text,
});
