// Keyboard shortcuts' shared rules: the feed, the grid's viewer and the app's reel keys.

/**
 * A key as shortcuts compare it: a letter in lower case whatever Shift or Caps Lock did
 * (`J` is `j`), named keys (`ArrowDown`) as they are.
 */
export function shortcutKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** Whether a key press lands where it types (a field, editable text): no shortcut runs there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}
