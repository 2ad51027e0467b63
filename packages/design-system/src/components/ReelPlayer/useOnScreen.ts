import { type RefObject, useEffect, useState } from 'react';

/** Share of the player that must be on screen for it to count as visible. */
const VISIBLE_RATIO = 0.6;

/**
 * Whether at least 60 % of `element` is on screen (IntersectionObserver), so two
 * half-visible videos in a feed never play together. `initial` until the first report;
 * always true without IntersectionObserver.
 */
export function useOnScreen(element: RefObject<HTMLElement | null>, initial: boolean): boolean {
  const [visible, setVisible] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element is the player's root, set once
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // isIntersecting stays true below the threshold; the ratio says "mostly visible".
          setVisible(entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO - 0.001);
        }
      },
      { threshold: VISIBLE_RATIO },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return visible;
}
