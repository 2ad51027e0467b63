/**
 * A search kept in the page's address (docs/product.md#place-kept, ADR 0140): `/search?q=maya`,
 * `/explore?q=dance`. A reload, the offline screen's Retry or a shared link opens the same
 * search; Back and Forward go through the searches as they were left.
 */
export const SEARCH_PARAM = 'q';

/** A screen whose search the address carries: /search's people search, Explore's. */
export interface AddressedSearch {
  /** The text of the search last run, trimmed: what the address carries ('' for none). */
  readonly addressText: string;
  /**
   * The address names `text` (at the page's opening, on Back or Forward, from a shared link):
   * the field shows it and it is searched at once, unless it is the search already shown.
   */
  openFromAddress(text: string): void;
}

/** The search an address's query string names: its `q`, trimmed; '' when it names none. */
export function searchInAddress(query: string): string {
  return (new URLSearchParams(query).get(SEARCH_PARAM) ?? '').trim();
}

/**
 * The query string (`?…`, or '' when nothing is left) with `text` as its search: blank text
 * removes `q`; the other parameters stay as they were.
 */
export function addressWithSearch(query: string, text: string): string {
  const params = new URLSearchParams(query);
  const trimmed = text.trim();
  if (trimmed === '') params.delete(SEARCH_PARAM);
  else params.set(SEARCH_PARAM, trimmed);
  const next = params.toString();
  return next === '' ? '' : `?${next}`;
}
