import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const button = style({ gap: vars.space.xs, flexShrink: 0 });
