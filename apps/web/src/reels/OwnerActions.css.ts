import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const ownerActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
