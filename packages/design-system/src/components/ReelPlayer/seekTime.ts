/** How far the arrow keys move the focused seek bar, in seconds. */
export const SEEK_STEP_SECONDS = 5;

/** `m:ss`, the way the seek bar reads its position aloud. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface SeekBarProps {
  /** Position and length in seconds (length 0 while unknown: the bar is disabled). */
  time: { current: number; duration: number };
  /** The video's position now, which may be ahead of `time` (the keys step from it). */
  currentTime: () => number | undefined;
  seekTo: (seconds: number) => void;
}
