import { type RefObject, useLayoutEffect } from 'react';
import * as styles from './ReelPlayer.css';

/**
 * Keeps an adopted `<video>` (ReelPlayer's `videoElement`) in the player: it moves into
 * `slot` before the browser paints (no flash, and a move within the document does not pause
 * it), with the player's class instead of its own styles, and then follows the props like
 * the player's own video.
 */
export function useAdoptedVideo(
  adopted: HTMLVideoElement | undefined,
  slotRef: RefObject<HTMLDivElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    src,
    poster,
    preload,
    label,
  }: {
    src: string;
    poster?: string | undefined;
    preload: 'none' | 'metadata' | 'auto';
    label: string;
  },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the player's own
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!adopted || !slot) return;
    if (adopted.parentNode !== slot) slot.append(adopted);
    adopted.removeAttribute('style');
    adopted.className = styles.video;
    adopted.loop = true;
    adopted.playsInline = true;
    videoRef.current = adopted;
  }, [adopted]);
  useLayoutEffect(() => {
    if (!adopted) return;
    if (adopted.getAttribute('src') !== src) adopted.src = src;
    if (poster === undefined) adopted.removeAttribute('poster');
    else if (adopted.getAttribute('poster') !== poster) adopted.poster = poster;
    adopted.preload = preload;
    adopted.setAttribute('aria-label', label);
  }, [adopted, src, poster, preload, label]);
}
