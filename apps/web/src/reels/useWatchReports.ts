import { useEffect, useRef } from 'react';
import { useStores } from '../stores/StoresContext';

/**
 * The player's watch reports (docs/product.md#for-you): returns the ReelFeed's
 * `onTimeUpdate`, and ends the view of `videoId` (the video on screen) when the viewer
 * leaves it: another video, another tab or route (unmount), or the page hidden or closed.
 * Leaving the page (unmount, hidden or closed) also keeps how far the video on screen had
 * played with the place of a feed kept on it (`PlaceStore.keepTime`), not each time update.
 * Coming back to the page reads the video on screen again, so the likes and comments others
 * added meanwhile show (ADR 0113).
 */
export function useWatchReports(videoId: string | undefined) {
  const { watch, place, videos } = useStores();
  // The video on screen and how far it has played, by its last time update.
  const last = useRef<[string, number]>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new video on screen ends the last view
  useEffect(() => () => watch.leave(), [watch, videoId]);
  useEffect(() => {
    // Leaving the page (not the video) keeps how far it had played with a feed's place.
    const leave = () => {
      watch.leave();
      if (last.current) place.keepTime(...last.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else if (last.current) void videos.refresh(last.current[0]);
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      leave();
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [watch, place, videos]);
  return ({
    item,
    currentTime,
    duration,
  }: {
    item: { id: string };
    currentTime: number;
    duration: number;
  }) => {
    last.current = [item.id, currentTime];
    watch.progress(item.id, currentTime, duration);
  };
}
