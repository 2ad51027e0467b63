import { useEffect, useState } from 'react';

/**
 * False in a component's first render and true once the browser has painted it (the frame
 * after the one it first showed in). For parts that must measure themselves: mounted with the
 * page, their measuring made the browser lay out the whole new page inside the app's first
 * render task, one long task instead of two shorter ones (Total Blocking Time, ADR 0069).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
