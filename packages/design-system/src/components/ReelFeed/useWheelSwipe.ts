import { type RefObject, useEffect } from 'react';

/**
 * A wheel gesture ends when neither the wheel nor the feed has moved for this long
 * (docs/product.md#feed, ADR 0082): a mouse wheel's notches and a trackpad's inertia come
 * closer together than this, so one gesture, however long, moves one video.
 */
export const WHEEL_QUIET_MS = 300;
/** How far (in pixels) a wheel gesture must go before it moves the feed: not a brush. */
const WHEEL_MIN_DELTA = 24;

/**
 * A wheel or trackpad gesture moves exactly one video in its direction, like ↓ and ↑
 * (ADR 0082): the browser's own scroll would move a fraction of a screen and snap back.
 * Once a gesture has moved the feed, its further events (more notches, a trackpad's
 * inertia) are ignored until the scroll has finished and the wheel has gone quiet.
 */
export function useWheelSwipe(
  feedRef: RefObject<HTMLElement | null>,
  stepBy: (step: number) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the feed element is set once
  useEffect(() => {
    const root = feedRef.current;
    if (!root) return;
    let locked = false;
    let travelled = 0;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    // Every wheel event, and every scroll step of the move, pushes the end of the gesture on.
    const waitForQuiet = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => {
        locked = false;
        travelled = 0;
      }, WHEEL_QUIET_MS);
    };
    const onWheel = (event: WheelEvent) => {
      // Pinch zoom (ctrl), and sideways moves, are the browser's.
      if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      waitForQuiet();
      if (locked) return;
      const pixels =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE
          ? event.deltaY * 16
          : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
            ? event.deltaY * root.clientHeight
            : event.deltaY;
      // A turn back within the gesture starts its count again.
      travelled = Math.sign(pixels) === Math.sign(travelled) ? travelled + pixels : pixels;
      if (Math.abs(travelled) < WHEEL_MIN_DELTA) return;
      locked = true;
      stepBy(Math.sign(travelled));
    };
    const onScroll = () => {
      if (locked) waitForQuiet();
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(quietTimer);
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('scroll', onScroll);
    };
  }, [stepBy]);
}
