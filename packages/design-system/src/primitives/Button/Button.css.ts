import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:focus-visible': focusVisible,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.sm },
      lg: { minHeight: '48px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
