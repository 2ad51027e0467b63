import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';

/** Once reached, the kept offset is held this long (a page may read its lists again). */
const HOLD_REACHED_MS = 5000;
/** An offset never reached (the page is shorter than it was) is sought this long at most. */
const SEEK_AT_MOST_MS = 30_000;

/**
 * Keeps the scroll offset of the signed-in page on screen, by its path, and brings it back
 * when the page opens again: back and forward, a switch of page, a reload, the offline
 * screen's Retry (docs/product.md#place-kept). The page's lists arrive after it opens, so
 * the offset is sought again each time the page grows or shrinks, however long they take
 * (a slow network, a loaded machine), and held for `HOLD_REACHED_MS` once reached, until the
 * person scrolls themselves; one never reached is given up after `SEEK_AT_MOST_MS`. The
 * offset as the page goes is kept too (ADR 0165). Rendered by the signed-in layout
 * with each page but the feed (not with the page-change loader), revealed in the same commit
 * as the page; renders nothing.
 */
export default function PagePlace() {
  const { place } = useStores();
  const { pathname, search } = useLocation();
  const path = pathname + search;

  // A layout effect: its clean-up runs as the page goes, before the shorter document that
  // follows can report a scroll of its own and overwrite the offset kept.
  useLayoutEffect(() => {
    // The browser's own restoration would act before the page's lists are there.
    window.history.scrollRestoration = 'manual';
    const target = place.page(path)?.offset ?? null;
    let restoring = target !== null && target > 0;
    let giveUp = window.setTimeout(() => stop(), SEEK_AT_MOST_MS);
    let reached = false;
    const away = () => target !== null && Math.abs(window.scrollY - target) >= 2;
    const seek = () => {
      if (!restoring || target === null) return;
      if (away()) window.scrollTo({ top: target, behavior: 'instant' });
      if (reached || away()) return;
      // Held, not only reached: the page's lists may be read again after it shows the ones it
      // held (a profile empties its grid while reading it again), which shrinks the page and
      // takes the offset back to 0 until they are there again.
      reached = true;
      window.clearTimeout(giveUp);
      giveUp = window.setTimeout(() => stop(), HOLD_REACHED_MS);
    };
    const grows = new ResizeObserver(seek);
    // The person's own scrolling wins over the offset sought.
    const interactions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    function stop() {
      restoring = false;
      grows.disconnect();
      window.clearTimeout(giveUp);
      for (const type of interactions) window.removeEventListener(type, stop);
    }
    const keep = () => {
      if (!restoring) place.keepPage(path, { offset: window.scrollY });
    };
    if (restoring) {
      for (const type of interactions) window.addEventListener(type, stop, { passive: true });
      grows.observe(document.body);
      seek();
    } else {
      stop();
      // The page comes on screen in the same commit as this component (AppLayout gives it
      // no Suspense of its own), so no scroll can have come before: keep where it starts.
      keep();
    }
    window.addEventListener('scroll', keep, { passive: true });
    // A reload or close in the same frame as a scroll comes before the scroll's event: the
    // offset is kept as the page goes too.
    window.addEventListener('pagehide', keep);
    return () => {
      // The offset as the page goes: a scroll's event comes with the next frame, and a page
      // left in the same frame as it was scrolled would otherwise keep the offset before.
      keep();
      stop();
      window.removeEventListener('scroll', keep);
      window.removeEventListener('pagehide', keep);
    };
  }, [path, place]);

  return null;
}
