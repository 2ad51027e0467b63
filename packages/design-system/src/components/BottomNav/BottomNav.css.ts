import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.nav,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

/** Only below the medium breakpoint; the side navigation takes over from there. */
export const responsive = style({
  '@media': { [mediaQueries.medium]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  justifyContent: 'space-around',
  alignItems: 'center',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
});

export const entry = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusVisible,
    '&[aria-current="page"]': { color: vars.color.accentText },
  },
});

export const upload = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  borderRadius: vars.radius.md,
  width: '44px',
  height: '36px',
});

export const badge = style({
  position: 'absolute',
  top: '6px',
  insetInlineEnd: '6px',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
});
