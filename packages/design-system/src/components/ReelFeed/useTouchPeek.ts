import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Share of a screen a finger must drag the feed towards a neighbour before that one starts
 * playing (muted), under the finger: docs/product.md#feed.
 */
const PEEK_RATIO = 0.05;

interface TouchPeekOptions {
  feedRef: RefObject<HTMLElement | null>;
  /** The feed's items by position. */
  itemRefs: RefObject<Map<number, HTMLElement>>;
  current: number;
  autoplays: boolean;
  /** Set while the feed scrolls itself to a chosen video: no peeking then. */
  scrollTarget: RefObject<number | null>;
}

/**
 * A finger dragging the feed towards the next (or previous) video starts that one, muted,
 * as soon as it comes into view: its first new frame then does not wait for the finger to
 * lift and the snap to choose it. A swipe that snaps back stops it at its start.
 */
export function useTouchPeek({
  feedRef,
  itemRefs,
  current,
  autoplays,
  scrollTarget,
}: TouchPeekOptions) {
  /** The neighbour a finger is dragging into view, started before the swipe ends. */
  const peeked = useRef<HTMLVideoElement | null>(null);
  /** The touch under way has made another video current: its snap owns the rest. */
  const movedThisTouch = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is the feed's own
  const videoAt = useCallback(
    (position: number) => itemRefs.current.get(position)?.querySelector('video') ?? null,
    [],
  );
  /** A neighbour started by a drag that did not become current stops, back at its start. */
  const unpeek = useCallback((keep: HTMLVideoElement | null) => {
    const video = peeked.current;
    peeked.current = null;
    if (!video || video === keep) return;
    video.pause();
    video.currentTime = 0;
  }, []);

  const peekState = useRef({ current, autoplays });
  peekState.current = { current, autoplays };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the feed's own
  useEffect(() => {
    const root = feedRef.current;
    if (!root) return;
    let touching = false;
    const onTouchStart = () => {
      touching = true;
      movedThisTouch.current = false;
    };
    const onTouchEnd = (event: TouchEvent) => {
      touching = event.touches.length > 0;
    };
    const onScroll = () => {
      const { current: here, autoplays: starts } = peekState.current;
      if (!touching || !starts || movedThisTouch.current || scrollTarget.current !== null) return;
      const item = itemRefs.current.get(here);
      if (!item) return;
      const offset = root.scrollTop - item.offsetTop;
      const toward =
        Math.abs(offset) < item.offsetHeight * PEEK_RATIO
          ? null
          : videoAt(here + Math.sign(offset));
      if (toward === peeked.current) return;
      unpeek(null);
      // With sound on, two videos would be heard at once: the neighbour waits for the snap.
      if (!toward?.muted || toward.readyState < 2) return;
      peeked.current = toward;
      toward.play()?.catch(() => {});
    };
    const onScrollEnd = () => unpeek(videoAt(peekState.current.current));
    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchend', onTouchEnd, { passive: true });
    root.addEventListener('touchcancel', onTouchEnd, { passive: true });
    root.addEventListener('scroll', onScroll, { passive: true });
    root.addEventListener('scrollend', onScrollEnd);
    return () => {
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('touchcancel', onTouchEnd);
      root.removeEventListener('scroll', onScroll);
      root.removeEventListener('scrollend', onScrollEnd);
    };
  }, [unpeek, videoAt]);

  return { videoAt, unpeek, movedThisTouch };
}
