import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const content = style({
  minWidth: '220px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const danger = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.bold });
export const accent = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.bold });
