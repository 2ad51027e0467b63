import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The main message, e.g. `No users found.` */
  title: ReactNode;
  /** A second line of explanation. */
  description?: ReactNode;
  /** A decorative icon above the message. */
  icon?: ReactNode;
  /** A call to action under the message. */
  action?: ReactNode;
  /** `error` colours the message as an error and announces it assertively. */
  tone?: 'neutral' | 'error';
}

/**
 * A centred message for empty and error states. It is a live region (`role="status"`,
 * or `alert` for errors) so results that turn out empty are announced.
 */
export function EmptyState({
  title,
  description,
  icon,
  action,
  tone = 'neutral',
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p
        className={[styles.title, tone === 'error' ? styles.titleError : undefined]
          .filter(Boolean)
          .join(' ')}
      >
        {title}
      </p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
