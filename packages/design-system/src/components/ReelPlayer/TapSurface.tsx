import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { HeartFilledIcon, PlayIcon } from '../../icons/Icons';
import { prefersReducedMotion } from '../../tokens/motion';
import * as styles from './ReelPlayer.css';

/** A second tap within this many milliseconds makes a double tap. */
export const DOUBLE_TAP_MS = 300;

interface Heart {
  id: number;
  x: number;
  y: number;
}

export interface TapSurfaceProps {
  label: string;
  wantsToPlay: boolean;
  failed: boolean;
  /** Plays or pauses. */
  onToggle: () => void;
  /** See ReelPlayer's `onDoubleTap`. */
  onDoubleTap: (() => void) | undefined;
}

/**
 * The player's surface: a tap plays or pauses (the big play icon shows while paused); with
 * `onDoubleTap`, a single tap waits `DOUBLE_TAP_MS` and a double tap calls it instead, with
 * a heart bursting where it landed (none under reduced motion).
 */
export function TapSurface({ label, wantsToPlay, failed, onToggle, onDoubleTap }: TapSurfaceProps) {
  const [hearts, setHearts] = useState<Heart[]>([]);
  const tapTimer = useRef<{ timer: ReturnType<typeof setTimeout>; double: boolean } | null>(null);
  const heartId = useRef(0);
  const toggleRef = useRef(onToggle);
  toggleRef.current = onToggle;

  useEffect(
    () => () => {
      if (tapTimer.current) clearTimeout(tapTimer.current.timer);
    },
    [],
  );

  const burstHeart = (event: MouseEvent<HTMLButtonElement>) => {
    // docs/product.md#player-gestures-and-keys: no heart animation under reduced motion.
    if (prefersReducedMotion()) return;
    const box = event.currentTarget.getBoundingClientRect();
    const id = ++heartId.current;
    setHearts((current) => [
      ...current,
      { id, x: event.clientX - box.left, y: event.clientY - box.top },
    ]);
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the focused surface (detail 0), or no double-tap action: at once.
    if (!onDoubleTap || event.detail === 0) {
      onToggle();
      return;
    }
    const pending = tapTimer.current;
    if (pending) clearTimeout(pending.timer);
    if (pending) {
      // The second tap (or a further one right after): like, never play or pause.
      burstHeart(event);
      onDoubleTap();
    }
    const double = pending !== null;
    tapTimer.current = {
      double,
      timer: setTimeout(() => {
        tapTimer.current = null;
        if (!double) toggleRef.current();
      }, DOUBLE_TAP_MS),
    };
  };

  return (
    <>
      <button
        type="button"
        className={styles.surface}
        aria-label={wantsToPlay ? `Pause: ${label}` : `Play: ${label}`}
        onClick={onClick}
        disabled={failed}
      >
        {!wantsToPlay && !failed ? (
          <span className={styles.bigIcon}>
            <PlayIcon size={36} />
          </span>
        ) : null}
      </button>
      {hearts.map((heart) => (
        <span
          key={heart.id}
          className={styles.heart}
          style={{ left: heart.x, top: heart.y }}
          data-testid="heart-burst"
          aria-hidden="true"
          onAnimationEnd={() =>
            setHearts((current) => current.filter((other) => other.id !== heart.id))
          }
        >
          <HeartFilledIcon size={88} />
        </span>
      ))}
    </>
  );
}
