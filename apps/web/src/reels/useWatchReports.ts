import { useEffect } from 'react';
import { useStores } from '../stores/StoresContext';

/**
 * The player's watch reports (docs/product.md#for-you): returns the ReelFeed's
 * `onTimeUpdate`, and ends the view of `videoId` (the video on screen) when the viewer
 * leaves it: another video, another tab or route (unmount), or the page hidden or closed.
 */
export function useWatchReports(videoId: string | undefined) {
  const { watch } = useStores();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new video on screen ends the last view
  useEffect(() => () => watch.leave(), [watch, videoId]);
  useEffect(() => {
    const leave = () => watch.leave();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [watch]);
  return ({
    item,
    currentTime,
    duration,
  }: {
    item: { id: string };
    currentTime: number;
    duration: number;
  }) => watch.progress(item.id, currentTime, duration);
}
