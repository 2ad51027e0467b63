import { type RefObject, useCallback, useEffect, useRef } from 'react';

interface ScrollToCurrentOptions {
  feedRef: RefObject<HTMLElement | null>;
  itemRefs: RefObject<Map<number, HTMLElement>>;
  current: number;
  reducedMotion: boolean;
  /** Guards the scroll (useActiveIndex): set here while the feed scrolls to `current`. */
  scrollTarget: RefObject<number | null>;
  /** The video the browser is snapping to already (useActiveIndex). */
  snapping: RefObject<number | null>;
}

/** How the feed scrolls to a chosen video: at once under reduced motion, else smoothly. */
const scrollBehavior = (jump: boolean): ScrollBehavior => (jump ? 'instant' : 'smooth');

/**
 * A controlled index change (or a key press) scrolls the feed to that video. The first
 * video shown (a feed reopened where it was left) is jumped to, not scrolled through.
 * A key press, wheel gesture or step button starts its scroll at once (`scrollTo`, in the
 * input's task): the chosen video, already playing, comes on screen while the move renders
 * instead of after. The render asks for the same scroll again: the browser keeps a smooth
 * scroll's course to the same place, and a re-snap caused by the render's layout changes
 * mid-scroll cannot leave the feed between two videos.
 */
export function useScrollToCurrent({
  feedRef,
  itemRefs,
  current,
  reducedMotion,
  scrollTarget,
  snapping,
}: ScrollToCurrentOptions): { scrollTo: (position: number) => void } {
  /** The feed has been shown at its first current video: later moves scroll there. */
  const placed = useRef(false);
  const reduced = useRef(reducedMotion);
  reduced.current = reducedMotion;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the feed's own
  const scrollTo = useCallback((position: number) => {
    const element = itemRefs.current.get(position);
    if (!element || !placed.current) return;
    element.scrollIntoView({ block: 'start', behavior: scrollBehavior(reduced.current) });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the feed's own
  useEffect(() => {
    const element = itemRefs.current.get(current);
    const root = feedRef.current;
    if (!element || !root) return;
    const jump = reducedMotion || !placed.current;
    placed.current = true;
    // Every move consumes the snap mark: one left by a snap back to the video that was
    // current already must not stop a later move to that video from scrolling there.
    const snapped = snapping.current === current;
    snapping.current = null;
    if (snapped) return;
    if (Math.abs(root.scrollTop - element.offsetTop) > 2) {
      scrollTarget.current = current;
      element.scrollIntoView({ block: 'start', behavior: scrollBehavior(jump) });
      // The guard ends when the scroll does (`scrollend`), so a user who grabs the feed
      // after that takes over again; the timer covers browsers without the event.
      const release = () => {
        // Unless a key press has chosen another video since.
        if (scrollTarget.current === current) scrollTarget.current = null;
      };
      const timer = setTimeout(release, 3000);
      root.addEventListener('scrollend', release, { once: true });
      return () => {
        clearTimeout(timer);
        root.removeEventListener('scrollend', release);
      };
    }
    // There already (a key press's guard waits for no scroll).
    if (scrollTarget.current === current) scrollTarget.current = null;
  }, [current, reducedMotion]);

  return { scrollTo };
}
