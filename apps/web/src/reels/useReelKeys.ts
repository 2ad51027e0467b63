import { useEffect, useRef } from 'react';

/** What the reel shortcuts do; each is optional. */
export interface ReelKeyHandlers {
  next?: () => void;
  previous?: () => void;
  togglePlay?: () => void;
  like?: () => void;
  toggleMute?: () => void;
  focusComment?: () => void;
  /** Shows or hides captions; given only while the current video has some. */
  toggleCaptions?: () => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Keyboard-first reels (docs/product.md#keyboard-and-motion): ↑/↓ and J/K move, Space plays or
 * pauses, L likes, M mutes, C shows or hides captions on a video that has them and otherwise
 * focuses the comment box (docs/product.md#captions). Ignored while typing, with a modifier held,
 * while a dialog is open, or when a focused control already handled the key (the feed's own arrow
 * keys, a focused button's Space).
 */
export function useReelKeys(handlers: ReelKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      const focusedButton =
        event.target instanceof HTMLElement && event.target.closest('button, a, [role="button"]');
      const h = latest.current;
      let run: (() => void) | undefined;
      switch (event.key) {
        case 'ArrowDown':
        case 'j':
        case 'J':
          run = h.next;
          break;
        case 'ArrowUp':
        case 'k':
        case 'K':
          run = h.previous;
          break;
        case ' ':
          // A focused button answers Space itself.
          run = focusedButton ? undefined : h.togglePlay;
          break;
        case 'l':
        case 'L':
          run = h.like;
          break;
        case 'm':
        case 'M':
          run = h.toggleMute;
          break;
        case 'c':
        case 'C':
          run = h.toggleCaptions ?? h.focusComment;
          break;
      }
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
