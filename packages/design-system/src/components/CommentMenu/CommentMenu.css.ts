import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// 32 × 32 px: above the 24 × 24 px minimum target (WCAG 2.2, 2.5.8), small beside the text.
export const trigger = style({ color: vars.color.textMuted, flexShrink: 0 });
