import { type HTMLAttributes, useState } from 'react';
import * as styles from './Avatar.css';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Picture address. When missing, empty or broken the default picture shows. */
  src?: string | null;
  /** Text alternative, usually the user's name. Empty string marks the avatar decorative. */
  alt: string;
  /** Diameter in pixels. Defaults to 40. */
  size?: number;
}

/**
 * A round profile picture with a default picture when the source is missing or fails
 * to load. `data-state` is `image` or `fallback`.
 */
export function Avatar({ src, alt, size = 40, className, style, ...rest }: AvatarProps) {
  // Remember which address failed, so a new `src` gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, ...style }}
      data-state={showImage ? 'image' : 'fallback'}
      {...rest}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={alt}
          width={size}
          height={size}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <svg
          className={styles.fallback}
          viewBox="0 0 40 40"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <circle cx="20" cy="15" r="7" fill="currentColor" />
          <path d="M6 36c1.5-8 7-11.5 14-11.5S32.5 28 34 36" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
