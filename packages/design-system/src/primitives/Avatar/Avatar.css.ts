import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.skeleton,
  color: vars.color.textMuted,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const fallback = style({
  width: '100%',
  height: '100%',
  display: 'block',
});
