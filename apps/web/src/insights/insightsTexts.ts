import { msg } from '@lingui/core/macro';
/** The owner's button and the dialog's title (docs/product.md#insights), translated where shown. */
export const INSIGHTS = msg`Insights`;
/** The chart's place before any view (docs/product.md#insights). */
export const NO_VIEWS = msg`No views yet`;
