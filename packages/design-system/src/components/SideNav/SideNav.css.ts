import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';
import { layout } from '../../tokens/layout';

export const nav = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100dvh',
  padding: `${vars.space.lg} ${vars.space.sm}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  zIndex: vars.zIndex.nav,
  boxSizing: 'border-box',
});

const fullWidth = { width: `${layout.sideNavFullWidth}px` } as const;
const narrowWidth = { width: `${layout.sideNavNarrowWidth}px`, alignItems: 'center' } as const;

export const variant = styleVariants({
  full: fullWidth,
  narrow: narrowWidth,
  // Hidden below medium (the bottom bar takes over), narrow from medium, full from large.
  auto: {
    ...narrowWidth,
    '@media': {
      [mediaQueries.belowMedium]: { display: 'none' },
      [mediaQueries.large]: { ...fullWidth, alignItems: 'stretch' },
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusVisible },
});

export const brandMark = style({ color: vars.color.accentText, display: 'inline-flex' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: 1,
});

export const entry = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  boxSizing: 'border-box',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusVisible,
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.accentText },
  },
});

/** An entry's icon: its size kept beside a long label; the badge's corner. */
export const icon = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/** Labels stay in the accessibility tree when the narrow form hides them visually. */
const hiddenLabel = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const label = styleVariants({
  full: {},
  narrow: hiddenLabel,
  auto: {
    ...hiddenLabel,
    '@media': {
      [mediaQueries.large]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clip: 'auto',
      },
    },
  },
});

/** On the icon's top right corner, growing over the icon (not the label) as the count does. */
export const badge = style({
  position: 'absolute',
  top: '-6px',
  insetInlineEnd: '-8px',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});
