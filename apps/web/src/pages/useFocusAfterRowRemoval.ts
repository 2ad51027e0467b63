import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** The list row (`li`) that last held focus inside the container, and where it stood. */
interface FocusedRow {
  row: Element;
  list: Element;
  index: number;
}

function focusFellToBody(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** A row's first action: its first enabled button. */
function firstAction(row: Element | undefined): HTMLElement | null {
  return row?.querySelector<HTMLElement>('button:not(:disabled)') ?? null;
}

/**
 * Keeps keyboard focus in a list whose rows go away when acted on (an answered follow
 * request, a hidden or dismissed report). When the row that held focus is removed and focus
 * fell to `<body>` with it, focus moves to the row now in its place (the next one)'s first
 * action, else the previous row's, else to `fallback` (the page's heading, `tabIndex={-1}`),
 * as dialogs give focus back to their opener. Focus the person moved elsewhere is left alone.
 *
 * Call it in the component that renders the list (it checks after each of its renders);
 * `container` holds the list, also while it is empty.
 */
export function useFocusAfterRowRemoval(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
): void {
  const focused = useRef<FocusedRow | null>(null);

  useEffect(() => {
    // On the document: the container may be replaced (e.g. a tab's panel) while mounted.
    const onFocusIn = (event: FocusEvent) => {
      const root = container.current;
      const row = event.target instanceof Element ? event.target.closest('li') : null;
      const list = row?.parentElement;
      if (!root || !row || !list || !root.contains(row)) {
        focused.current = null;
        return;
      }
      focused.current = { row, list, index: Array.prototype.indexOf.call(list.children, row) };
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [container]);

  useLayoutEffect(() => {
    const last = focused.current;
    if (!last) return;
    if (last.row.isConnected) {
      // Rows above it may have gone: keep its place current for when it goes too.
      last.index = Array.prototype.indexOf.call(last.list.children, last.row);
      return;
    }
    focused.current = null;
    if (!focusFellToBody()) return;
    const rows = last.list.isConnected ? last.list.children : undefined;
    const target =
      firstAction(rows?.[last.index]) ?? firstAction(rows?.[last.index - 1]) ?? fallback.current;
    target?.focus();
  });
}
