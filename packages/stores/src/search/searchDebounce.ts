/** Search debounce (docs/product.md#search): also the caption field's suggestions'. */
export const SEARCH_DEBOUNCE_MS = 300;
