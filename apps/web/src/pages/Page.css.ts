import { mediaQueries, vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

/** A content page inside the signed-in layout (everything but the full-screen feed). */
export const page = style({
  width: '100%',
  maxWidth: 640,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.belowMedium]: { padding: `${vars.space.lg} ${vars.space.md}` },
  },
});

export const widePage = style([page, { maxWidth: 960 }]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const error = style({ margin: 0, color: vars.color.dangerText });

export const searchForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const grow = style({ flex: 1, minWidth: 0 });

export const tagList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const tag = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const more = style({ alignSelf: 'center' });
