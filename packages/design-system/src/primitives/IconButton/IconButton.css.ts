import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusVisible,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      default: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      overVideo: {
        background: vars.color.videoScrim,
        color: vars.color.videoText,
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
    },
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '48px', height: '48px' },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});
