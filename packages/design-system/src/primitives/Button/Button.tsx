import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight. `primary` is the light-blue accent. Defaults to `primary`. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Height and padding. Defaults to `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and ignores clicks while an action is pending.
   * The label stays, so the button keeps its accessible name.
   */
  loading?: boolean;
}

/** The house button. State is exposed as `data-state="loading" | "idle"`. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
      onClick={(event) => {
        // A pending action must not be sent twice; aria-disabled keeps focus where it is.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner decorative size={size === 'lg' ? 20 : 16} /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
