import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, usually one of the package's icons. It is hidden from assistive technology. */
  icon: ReactNode;
  /** `overVideo` draws on a dark scrim, readable on any frame. Defaults to `default`. */
  tone?: 'default' | 'overVideo' | 'accent';
  /** Defaults to `md` (40 px). */
  size?: 'sm' | 'md' | 'lg';
}

/** A round button showing only an icon, named by `label` (`aria-label`). */
export function IconButton({
  label,
  icon,
  tone = 'default',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton({ tone, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}
