import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';

/** Share of a video that must be on screen for it to count as the current one. */
const VISIBLE_RATIO = 0.6;

interface ActiveIndexOptions {
  feedRef: RefObject<HTMLElement | null>;
  itemRefs: RefObject<Map<number, HTMLElement>>;
  /** The current index as rendered. */
  current: number;
  count: number;
  /** Whether the chosen video starts playing at once. */
  autoplays: boolean;
  /** Renders the move (inside a transition): the index, and whatever goes with it. */
  commit: (next: number) => void;
  /** Set while the feed scrolls itself to a chosen video: the videos it passes are not chosen. */
  scrollTarget: RefObject<number | null>;
  /**
   * Starts the scroll to a video `stepBy` chose, in the input's own task (useScrollToCurrent):
   * the video comes on screen, and shows its frames, while the move's render is pending.
   */
  scrollTo: (position: number) => void;
  /** From useTouchPeek. */
  peek: {
    videoAt: (position: number) => HTMLVideoElement | null;
    unpeek: (keep: HTMLVideoElement | null) => void;
    movedThisTouch: RefObject<boolean>;
  };
}

/**
 * Which video is current, and the moves that change it: the video mostly on screen
 * (scrolling, IntersectionObserver), a swipe's snap target as soon as the finger lifts
 * (`scrollsnapchanging`), and `stepBy` for keys, wheel and buttons. The chosen video starts
 * in the input's own task; the render of the move is a transition (ADR 0066).
 */
export function useActiveIndex({
  feedRef,
  itemRefs,
  current,
  count,
  autoplays,
  commit,
  scrollTarget,
  scrollTo,
  peek: { videoAt, unpeek, movedThisTouch },
}: ActiveIndexOptions) {
  /**
   * The video the latest move chose: `current` once rendered, ahead of it while that move's
   * render (a transition) is pending, so a second move in that time goes on from there.
   */
  const chosen = useRef(current);
  useLayoutEffect(() => {
    chosen.current = current;
  }, [current]);

  /**
   * Makes `next` the current video; answers false (and does nothing) when it is already the
   * chosen one or out of range.
   */
  // biome-ignore lint/correctness/useExhaustiveDependencies: the touch flag is a ref
  const select = useCallback(
    (next: number): boolean => {
      const from = chosen.current;
      if (next === from || next < 0 || next >= count) return false;
      chosen.current = next;
      movedThisTouch.current = true;
      unpeek(videoAt(next));
      // The next video starts now, in this input's task, not after the feed re-renders: its
      // element is there already (a neighbour, preloaded) and is made current just below.
      if (autoplays) {
        videoAt(from)?.pause();
        videoAt(next)
          ?.play()
          ?.catch(() => {});
      }
      // The feed's (and its owner's) render of the move is a transition: it yields to the
      // browser, so the video started above gets its first frames on screen while React
      // renders, instead of after (ADR 0066).
      startTransition(() => commit(next));
      return true;
    },
    [count, autoplays, commit, unpeek, videoAt],
  );

  // The observer outlives index changes; it reads the latest `select` through a ref so a
  // re-created observer cannot report the previous video mid-scroll.
  const selectRef = useRef(select);
  selectRef.current = select;

  /**
   * Moves `step` videos on from the chosen one: a key press or a wheel gesture. A move while
   * the feed still scrolls to the previous one's video steps on from that video (its render
   * may be pending), and guards the scroll from then on: the videos it passes on the way, the
   * previous move's one included, do not become current.
   */
  const scrollToRef = useRef(scrollTo);
  scrollToRef.current = scrollTo;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refs only
  const stepBy = useCallback((step: number) => {
    const next = chosen.current + step;
    if (!selectRef.current(next)) return;
    scrollTarget.current = next;
    scrollToRef.current(next);
  }, []);

  // The video that is mostly on screen becomes current (scrolling and swiping).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe when items are added
  useEffect(() => {
    const root = feedRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // isIntersecting stays true below the threshold; the ratio says "mostly visible".
          if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO - 0.001) {
            const seen = Number((entry.target as HTMLElement).dataset.index);
            // Arriving at the video the feed scrolls to ends the guard and nothing else: that
            // video is current already, or about to be, and a later key press may have chosen
            // another one since (selecting the target again would undo that press).
            if (scrollTarget.current !== null) {
              if (seen === scrollTarget.current) scrollTarget.current = null;
              continue;
            }
            selectRef.current(seen);
          }
        }
      },
      { root, threshold: VISIBLE_RATIO },
    );
    for (const element of itemRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [count]);

  /** The video the browser is snapping to, chosen from its snap event. */
  const snapping = useRef<number | null>(null);

  // A swipe's snap target is known when the finger lifts (`scrollsnapchanging`, before the
  // snap animation): that video becomes current then, so it starts while the feed settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the feed's own
  useEffect(() => {
    const root = feedRef.current;
    if (!root) return;
    const onSnapChanging = (event: Event) => {
      const target = (event as Event & { snapTargetBlock?: Element | null }).snapTargetBlock;
      if (!(target instanceof HTMLElement) || target.parentElement !== root) return;
      if (scrollTarget.current !== null) return;
      const seen = Number(target.dataset.index);
      if (!Number.isInteger(seen)) return;
      // The browser is snapping there already: no scroll of the feed's own on top of it.
      snapping.current = seen;
      selectRef.current(seen);
    };
    root.addEventListener('scrollsnapchanging', onSnapChanging);
    return () => root.removeEventListener('scrollsnapchanging', onSnapChanging);
  }, []);

  return { stepBy, snapping };
}
