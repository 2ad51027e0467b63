import * as Slider from '@radix-ui/react-slider';
import type { KeyboardEvent } from 'react';
import { useLocale, useTexts } from '../../i18n/MessagesProvider';
import * as styles from './ReelPlayer.css';
import { formatTime, SEEK_STEP_SECONDS, type SeekBarProps } from './seekTime';

/**
 * The seek bar's slider (Radix): click or drag to seek; while it has focus the arrow keys
 * move `SEEK_STEP_SECONDS` (and not a feed). Loaded by SeekBar once the player is painted.
 */
export default function SeekSlider({ time, currentTime, seekTo }: SeekBarProps) {
  const t = useTexts();
  const locale = useLocale();
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

  return (
    <Slider.Root
      // A video's time runs left to right in every language (ADR 0135), also under a
      // right-to-left Radix DirectionProvider.
      dir="ltr"
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
        aria-label={t.seek}
        aria-valuetext={t.seekPosition(
          formatTime(time.current, locale),
          formatTime(time.duration, locale),
        )}
      />
    </Slider.Root>
  );
}
