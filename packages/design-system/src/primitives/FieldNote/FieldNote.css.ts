import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** A field's lines under it: the hint in the muted colour, the error in the danger text colour. */
export const note = styleVariants({
  hint: { margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted },
  error: { margin: 0, fontSize: vars.fontSize.xs, color: vars.color.dangerText },
});
