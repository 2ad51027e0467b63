/** Which way the viewer moves through the list it was opened from. */
export type ViewerStep = 'previous' | 'next';

/**
 * The keys that move the viewer opened from a grid: the four arrows, and J / K as on the
 * feed (docs/product.md#keyboard-and-motion).
 */
export const VIEWER_STEP_KEYS = {
  previous: ['ArrowUp', 'ArrowLeft', 'k'],
  next: ['ArrowDown', 'ArrowRight', 'j'],
} as const;

/**
 * Focused widgets that answer these keys themselves: a text field's caret, the seek bar's
 * 5 s steps, a menu's or a list box's items. Only a key they left alone moves the viewer.
 */
const OWNS_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="slider"], [role="spinbutton"], [role="menu"], [role="menubar"], [role="listbox"], [role="grid"], [role="tablist"], [role="radiogroup"], [role="tree"], [role="combobox"]';

/**
 * The step a key press asks for, or null: none with Alt, Ctrl or Meta held, none once a
 * focused control handled the key (`defaultPrevented`), none while the focus is in a field or
 * a widget with arrow keys of its own. A held key moves once (its repeats would each open a
 * video and read its comments).
 */
export function viewerStepOf(event: {
  key: string;
  repeat?: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}): ViewerStep | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.repeat) return null;
  if (event.target instanceof Element && event.target.closest(OWNS_KEYS)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if ((VIEWER_STEP_KEYS.previous as readonly string[]).includes(key)) return 'previous';
  if ((VIEWER_STEP_KEYS.next as readonly string[]).includes(key)) return 'next';
  return null;
}
