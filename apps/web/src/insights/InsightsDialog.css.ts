import { style } from '@vanilla-extract/css';

/** Room for the figures while they are read, so the dialog does not jump. */
export const body = style({ minHeight: 200, display: 'grid' });

export const centred = style({ display: 'grid', placeItems: 'center', minHeight: 160 });
