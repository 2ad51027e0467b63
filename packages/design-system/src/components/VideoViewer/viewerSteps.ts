import { isTypingTarget, shortcutKey } from '../keys';
// The feed's module: every page with a viewer loads it already (the reel key map reads it).
import { FEED_KEYS } from '../ReelFeed/ReelFeed';

/** Which way the viewer moves through the list it was opened from. */
export type ViewerStep = 'previous' | 'next';

/**
 * The keys that move the viewer opened from a grid: the feed's (↑ ↓, J / K), and ← → as well
 * (docs/product.md#keyboard-and-motion).
 */
export const VIEWER_STEP_KEYS = {
  previous: [...FEED_KEYS.previous, 'ArrowLeft'],
  next: [...FEED_KEYS.next, 'ArrowRight'],
} as const;

/**
 * Focused widgets besides fields (`isTypingTarget`) that answer these keys themselves: the
 * seek bar's 5 s steps, a menu's or a list box's items. Only a key they left alone moves the
 * viewer.
 */
const OWNS_ARROWS =
  '[role="slider"], [role="spinbutton"], [role="menu"], [role="menubar"], [role="listbox"], [role="grid"], [role="tablist"], [role="radiogroup"], [role="tree"], [role="combobox"]';

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
  if (isTypingTarget(event.target)) return null;
  if (event.target instanceof Element && event.target.closest(OWNS_ARROWS)) return null;
  const key = shortcutKey(event.key);
  if ((VIEWER_STEP_KEYS.previous as readonly string[]).includes(key)) return 'previous';
  if ((VIEWER_STEP_KEYS.next as readonly string[]).includes(key)) return 'next';
  return null;
}
