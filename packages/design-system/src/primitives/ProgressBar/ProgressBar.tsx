import type { HTMLAttributes } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Progress from 0 to 100. Values outside are clamped. */
  value: number;
  /** Accessible name, e.g. `Upload progress`. */
  label: string;
  /** `overVideo` is the thin bar along the bottom of a video. Defaults to `default`. */
  tone?: 'default' | 'overVideo';
}

/** A determinate progress bar (`role="progressbar"`). */
export function ProgressBar({
  value,
  label,
  tone = 'default',
  className,
  ...rest
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      data-state={clamped >= 100 ? 'complete' : 'progress'}
      className={[styles.track, styles.tone[tone], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${clamped / 100})` }} />
    </div>
  );
}
