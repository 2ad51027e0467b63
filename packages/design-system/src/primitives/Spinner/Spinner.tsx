import type { HTMLAttributes } from 'react';
import { useTexts } from '../../i18n/MessagesProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Diameter in pixels. Defaults to 20. */
  size?: number;
  /** Text announced to screen readers. Defaults to `Loading`. */
  label?: string;
  /**
   * Hide the spinner from assistive technology, when its container already says it is busy
   * (a button with `aria-busy`, for example).
   */
  decorative?: boolean;
}

/** A spinning ring. Announced as a status unless `decorative`. */
export function Spinner({
  size = 20,
  label: labelProp,
  decorative = false,
  className,
  ...rest
}: SpinnerProps) {
  const t = useTexts();
  const label = labelProp ?? t.loading;
  const ring = (
    <span
      className={styles.circle}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
    />
  );
  if (decorative) {
    return (
      <span
        aria-hidden="true"
        className={[styles.root, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {ring}
      </span>
    );
  }
  return (
    <span role="status" className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
