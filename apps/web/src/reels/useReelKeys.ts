import { isTypingTarget } from '@flick/design-system';
import { useEffect, useRef } from 'react';
import { type ReelKeyAction, reelKeyFor } from './keyMap';

/** What the reel shortcuts do; each is optional (a page leaves out what it has not got). */
export type ReelKeyHandlers = Partial<Record<ReelKeyAction, () => void>>;

/**
 * Keyboard-first reels (docs/product.md#player-gestures-and-keys): runs the keys of
 * `REEL_KEYS` (./keyMap); a key whose action the page left out runs the entry's `otherwise`
 * (C toggles captions on a video with captions, else focuses the comment box:
 * docs/product.md#captions). Ignored while typing, with a modifier held, while a dialog is
 * open, or when a focused control already handled the key (the feed's own arrow keys, a
 * focused button's Space, the focused seek bar's arrows).
 */
export function useReelKeys(handlers: ReelKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target) || document.querySelector('[role="dialog"]')) return;
      const entry = reelKeyFor(event.key);
      if (!entry?.action) return;
      const onControl =
        event.target instanceof HTMLElement &&
        event.target.closest('button, a, [role="button"], [role="slider"]');
      if (entry.notOnControls && onControl) return;
      const h = latest.current;
      const run = h[entry.action] ?? (entry.otherwise ? h[entry.otherwise] : undefined);
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
