import { type Ref, type RefObject, useEffect, useImperativeHandle, useState } from 'react';

/** What an app may ask of a player (through `ref`), e.g. from a keyboard shortcut. */
export interface ReelPlayerHandle {
  /** Enters full screen with the player's container, or leaves it. */
  toggleFullscreen: () => void;
}

const canFullscreen = () =>
  typeof document !== 'undefined' &&
  typeof document.documentElement.requestFullscreen === 'function';

/**
 * Full screen with the player's container (`root`): whether it is, whether the browser can,
 * and the toggle, also offered through `ref`. A player that stops being `active` (a feed
 * moving on) leaves full screen with it.
 */
export function useFullscreen(
  root: RefObject<HTMLElement | null>,
  active: boolean,
  ref: Ref<ReelPlayerHandle> | undefined,
) {
  const [fullscreen, setFullscreen] = useState(false);
  const [available] = useState(canFullscreen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the root is the player's own
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A feed moving on (keys, swipe) leaves full screen with the video it leaves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the root is the player's own
  useEffect(() => {
    if (!active && document.fullscreenElement && document.fullscreenElement === root.current)
      void document.exitFullscreen?.().catch(() => {});
  }, [active]);

  const toggle = () => {
    const element = root.current;
    if (!element || !available) return;
    if (document.fullscreenElement === element) void document.exitFullscreen?.().catch(() => {});
    else void element.requestFullscreen?.().catch(() => {});
  };
  useImperativeHandle(ref, () => ({ toggleFullscreen: toggle }));

  return { fullscreen, available, toggle };
}
