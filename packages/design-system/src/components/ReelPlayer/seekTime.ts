/** How far the arrow keys move the focused seek bar, in seconds. */
export const SEEK_STEP_SECONDS = 5;

/** `m:ss`, the way the seek bar reads its position aloud (the locale's digits). */
export { formatTime } from '../../i18n/time';

export interface SeekBarProps {
  /** Position and length in seconds (length 0 while unknown: the bar is disabled). */
  time: { current: number; duration: number };
  /** The video's position now, which may be ahead of `time` (the keys step from it). */
  currentTime: () => number | undefined;
  seekTo: (seconds: number) => void;
}
