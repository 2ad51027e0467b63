import { type AddressedSearch, addressWithSearch, searchInAddress } from '@flick/stores';
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Keeps a page's search in its address as `?q=` (docs/product.md#place-kept, ADR 0140), so a
 * reload, the offline screen's Retry or a shared link shows the same results, and the page's
 * kept offset (by its address) with them.
 *
 * - The address names a search (the page opened, Back or Forward): the store searches it,
 *   unless it is the one already shown. A bare address (the navigation's link) shows the
 *   search the tab holds, and takes its text.
 * - Each search the store runs (after the 300 ms pause on /search, on submit on /explore),
 *   and an emptied box, replaces the address in place: no history entry, and no place kept
 *   per keystroke.
 */
export function useSearchAddress(store: AddressedSearch): void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  latest.current = location;
  const inAddress = searchInAddress(location.search);

  useEffect(() => {
    const write = (text: string) => {
      const { pathname, search, hash } = latest.current;
      const next = addressWithSearch(search, text);
      if (next !== search) void navigate({ pathname, search: next, hash }, { replace: true });
    };
    return reaction(() => store.addressText, write);
  }, [store, navigate]);

  useEffect(() => {
    if (inAddress !== '') {
      store.openFromAddress(inAddress);
      return;
    }
    const held = store.addressText;
    if (held !== '') {
      const { pathname, search, hash } = latest.current;
      void navigate({ pathname, search: addressWithSearch(search, held), hash }, { replace: true });
    }
  }, [store, inAddress, navigate]);
}
