import * as Slider from '@radix-ui/react-slider';
import type { KeyboardEvent } from 'react';
import * as styles from './ReelPlayer.css';
import { usePainted } from './usePainted';

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

/**
 * The seek bar along the player's bottom: click or drag to seek; while it has focus the
 * arrow keys move `SEEK_STEP_SECONDS` (and not a feed). Radix's slider mounts once the
 * player has been painted (its thumb measures itself); until then, the bar's look alone.
 */
export function SeekBar({ time, currentTime, seekTo }: SeekBarProps) {
  const seekable = usePainted();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? SEEK_STEP_SECONDS
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -SEEK_STEP_SECONDS
          : 0;
    if (step === 0) return;
    // Handled here: neither the slider's own small step nor a feed's ↑/↓ moves.
    event.preventDefault();
    event.stopPropagation();
    seekTo((currentTime() ?? time.current) + step);
  };

  if (!seekable) {
    return (
      // Until the player is on screen: the bar's look without Radix's slider, whose thumb
      // measures itself when it mounts (usePainted).
      <div className={styles.seek} data-disabled="" aria-hidden="true">
        <div className={styles.seekTrack} />
      </div>
    );
  }
  return (
    <Slider.Root
      className={styles.seek}
      min={0}
      max={time.duration > 0 ? time.duration : 1}
      step={0.01}
      value={[time.current]}
      disabled={time.duration <= 0}
      onValueChange={([seconds]) => {
        if (seconds !== undefined) seekTo(seconds);
      }}
      onKeyDown={onKeyDown}
    >
      <Slider.Track className={styles.seekTrack}>
        <Slider.Range className={styles.seekRange} />
      </Slider.Track>
      <Slider.Thumb
        className={styles.seekThumb}
        aria-label="Seek"
        aria-valuetext={`${formatTime(time.current)} of ${formatTime(time.duration)}`}
      />
    </Slider.Root>
  );
}
