import type { CSSProperties, HTMLAttributes } from 'react';
import { useTexts } from '../../i18n/MessagesProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** CSS width. Defaults to `100%`. */
  width?: CSSProperties['width'];
  /** CSS height. Defaults to `1em`. */
  height?: CSSProperties['height'];
  /** Round shape, for avatars. */
  circle?: boolean;
}

/** A pulsing placeholder shape. Decorative: wrap it in something that says "loading". */
export function Skeleton({
  width = '100%',
  height = '1em',
  circle = false,
  className,
  style,
  ...rest
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, circle ? styles.circle : undefined, className]
        .filter(Boolean)
        .join(' ')}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
}

/**
 * Placeholder rows while a list loads: comments, followers, notifications
 * (docs/product.md#constants).
 */
export const LIST_LOADING_ROWS = 10;
/** Placeholder rows while a user search runs (5 in search, docs/product.md#search). */
export const SEARCH_LOADING_ROWS = 5;

export interface SkeletonListProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * How many placeholder rows. Defaults to 10 (10 in lists, 5 in search:
   * docs/product.md#constants).
   */
  rows?: number;
  /** Announced to screen readers. Defaults to `Loading`. */
  label?: string;
  /** Show a round avatar placeholder at the start of each row. Defaults to true. */
  avatar?: boolean;
}

/** A column of placeholder rows (avatar + two lines) shown while a list loads. */
export function SkeletonList({
  rows = LIST_LOADING_ROWS,
  label: labelProp,
  avatar = true,
  className,
  ...rest
}: SkeletonListProps) {
  const t = useTexts();
  const label = labelProp ?? t.loading;
  return (
    <div role="status" aria-busy="true" className={className} {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          // Rows are identical placeholders: the index is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <li key={index} className={styles.row} data-testid="skeleton-row">
            {avatar ? <Skeleton circle width={44} height={44} /> : null}
            <span className={styles.lines}>
              <Skeleton width="40%" height={12} />
              <Skeleton width="65%" height={12} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
