import { breakpoints, mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/** The narrow (icon-only) sidebar between the medium and large widths. */
const narrowSidebar = `screen and (min-width: ${breakpoints.medium}px) and (max-width: ${breakpoints.large - 0.02}px)`;

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  background: vars.color.background,
  '@media': {
    [mediaQueries.belowMedium]: { flexDirection: 'column' },
  },
});

export const sideNav = style({
  position: 'sticky',
  top: 0,
  height: '100dvh',
  flexShrink: 0,
  width: 244,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.md}`,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  zIndex: vars.zIndex.nav,
  '@media': {
    [narrowSidebar]: { width: 72, alignItems: 'center', paddingInline: vars.space.sm },
    [mediaQueries.belowMedium]: { display: 'none' },
  },
});

export const brand = style({
  margin: `0 ${vars.space.md} ${vars.space.xl}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
  textDecoration: 'none',
  '@media': {
    [narrowSidebar]: { margin: `0 0 ${vars.space.xl}` },
  },
});

export const brandLong = style({
  '@media': { [narrowSidebar]: { display: 'none' } },
});

export const brandShort = style({
  display: 'none',
  '@media': { [narrowSidebar]: { display: 'inline' } },
});

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.accentText },
  },
  '@media': {
    [narrowSidebar]: { justifyContent: 'center', padding: 0, width: 48 },
  },
});

export const navLabel = style({
  '@media': {
    // Icon-only: the name stays for screen readers (and as the tooltip).
    [narrowSidebar]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const navSpacer = style({ flex: 1 });

export const main = style({
  flex: 1,
  minWidth: 0,
  '@media': {
    [mediaQueries.belowMedium]: { paddingBottom: 56 },
  },
});

export const bottomNav = style({
  display: 'none',
  '@media': {
    [mediaQueries.belowMedium]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      height: 56,
      display: 'flex',
      justifyContent: 'space-around',
      alignItems: 'center',
      borderTop: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      zIndex: vars.zIndex.nav,
    },
  },
});

export const bottomItem = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accentText },
  },
});
