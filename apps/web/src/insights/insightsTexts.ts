/** The owner's button and the dialog's title (docs/product.md#insights). */
export const INSIGHTS = 'Insights';
/** The chart's place before any view (docs/product.md#insights). */
export const NO_VIEWS = 'No views yet';
