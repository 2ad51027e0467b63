import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const figureName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Drawn above its name (the name comes first in the markup, as a `dt` must). */
export const figureValue = style({
  order: -1,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const chart = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const chartCaption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const svg = style({ width: '100%', height: 'auto', display: 'block' });

export const bar = style({ fill: vars.color.accent });

export const baseline = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
