import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-state="unread"]': { background: vars.color.accentSubtle },
  },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const actor = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
  },
});

export const time = style({
  marginInlineStart: vars.space.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const thumb = style({
  width: '44px',
  height: '44px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});
