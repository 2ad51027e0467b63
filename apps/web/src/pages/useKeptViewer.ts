import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';

/**
 * The video open in a page's grid viewer, kept with the page's place by its path and opened
 * again when the page comes back (docs/product.md#place-kept): after Back from the author's
 * profile, a switch of page or a reload, once the grid holds that video again.
 *
 * @param videos the grid's videos, in order
 * @param openId the video open in the viewer, or null
 * @param open opens the viewer at an index of `videos`
 */
export function useKeptViewer(
  videos: readonly { id: string }[],
  openId: string | null,
  open: (index: number) => void,
): void {
  const { place } = useStores();
  const { pathname, search } = useLocation();
  const path = pathname + search;
  // Until the kept video is open again (or the person has chosen another), the page keeps
  // nothing over it: a grid still loading must not forget it.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current) return;
    const kept = place.page(path)?.video ?? null;
    // Nothing kept, the kept video open again, or another one chosen: from now on the viewer
    // is kept as it goes.
    if (kept === null || openId !== null) {
      settled.current = true;
      return;
    }
    // Asked again on each render until it shows: the page's store may be reading its list
    // anew, and the videos of this render may be gone from it already.
    const index = videos.findIndex((video) => video.id === kept);
    if (index >= 0) open(index);
  });
  useEffect(() => {
    if (settled.current) place.keepPage(path, { video: openId });
  }, [place, path, openId]);
}

/**
 * Where a viewer starts `videoId`, in seconds: how far it had played when the page was left
 * with that video open (a back, a switch of page, a reload), as the feeds go on
 * (docs/product.md#place-kept); undefined for a video moved to, which starts at 0. Read once
 * per video shown.
 */
export function useKeptTime(videoId: string | undefined): number | undefined {
  const { place } = useStores();
  const { pathname, search } = useLocation();
  const path = pathname + search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read as a video shows, not as the place changes after it
  return useMemo(() => (videoId ? place.viewerTime(path, videoId) : undefined), [videoId]);
}
