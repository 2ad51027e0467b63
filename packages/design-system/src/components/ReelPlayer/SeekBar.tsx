import { lazy, Suspense } from 'react';
import * as styles from './ReelPlayer.css';
import type { SeekBarProps } from './seekTime';
import { usePainted } from './usePainted';

// Radix's slider is not needed for a first frame: it loads once a player has been painted,
// in a chunk of its own, off the feed's first route.
const SeekSlider = lazy(() => import('./SeekSlider'));

/**
 * The seek bar along the player's bottom: click or drag to seek; while it has focus the
 * arrow keys move `SEEK_STEP_SECONDS` (and not a feed). Radix's slider mounts once the
 * player has been painted (its thumb measures itself) and its code has loaded; until then,
 * the bar's look alone.
 */
export function SeekBar(props: SeekBarProps) {
  const seekable = usePainted();
  // Until the player is on screen: the bar's look without Radix's slider, whose thumb
  // measures itself when it mounts (usePainted).
  const placeholder = (
    <div className={styles.seek} data-disabled="" aria-hidden="true">
      <div className={styles.seekTrack} />
    </div>
  );
  if (!seekable) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SeekSlider {...props} />
    </Suspense>
  );
}
