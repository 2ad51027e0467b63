import type { Video } from '@flick/api-types';
import { captionParts } from '@flick/stores';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './Caption.css';
import { profilePath } from './links';

/**
 * A video's caption with each #hashtag linking to its page and each @mention to the
 * person's profile, as the server read them (docs/product.md#caption-hashtags-and-mentions).
 */
export function Caption({
  video,
  ownUserId,
  className,
}: {
  video: Pick<Video, 'caption' | 'hashtags' | 'mentions'>;
  ownUserId: string | null;
  className?: string;
}) {
  return (
    <p className={className}>
      {captionParts(video).map((part, index) =>
        part.kind === 'hashtag' ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed caption
            key={index}
            className={styles.link}
            to={`/hashtag/${encodeURIComponent(part.tag)}`}
          >
            {part.text}
          </Link>
        ) : part.kind === 'mention' ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed caption
            key={index}
            className={styles.link}
            to={profilePath(part.userId, ownUserId)}
          >
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed caption
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}

/** The default export, for `LazyCaption`'s lazy import. */
export default Caption;
