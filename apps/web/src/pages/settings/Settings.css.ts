import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 52,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  // The same look for the links and the Logout button.
  width: '100%',
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const photoRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/**
 * A setting that is on or off: a Settings entry (`entry`) with its name at the start of the
 * row and the switch at the end, one line at every width.
 */
export const switchRow = style([
  entry,
  {
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    selectors: {
      '&:has(input:disabled, input[aria-disabled="true"])': {
        cursor: 'default',
        background: 'transparent',
      },
    },
  },
]);

export const textarea = style([
  select,
  { minHeight: 96, padding: vars.space.md, resize: 'vertical' },
]);

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
