import type { Video } from '@flick/api-types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { profilePath } from './links';

/**
 * A shown video's author as a link: their Flick profile, or, for a video from another server
 * (docs/federation.md), their page on that server in a new tab.
 */
export function AuthorLink({
  video,
  ownUserId,
  className,
  children,
}: {
  video: Pick<Video, 'userId' | 'remote'>;
  ownUserId: string | null;
  className: string;
  children: ReactNode;
}) {
  const { remote } = video;
  return remote ? (
    <a className={className} href={remote.profileUrl} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link className={className} to={profilePath(video.userId, ownUserId)}>
      {children}
    </Link>
  );
}
