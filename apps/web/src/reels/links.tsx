import type { RenderLink } from '@flick/design-system';
import { Link } from 'react-router-dom';

/** The design system's link slot, rendered with the router's Link (no full reload). */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** A user's profile address: /profile for oneself, /user/profile/{id} for others. */
export function profilePath(userId: string, ownUserId: string | null): string {
  return userId === ownUserId ? '/profile' : `/user/profile/${userId}`;
}

/** The address of one video's viewer. */
export const videoPath = (videoId: string): string => `/reels/${videoId}`;

/**
 * The public watch page of one video, the address share links carry
 * (docs/product.md#watch-page): a signed-out visitor sees the video there; a signed-in one
 * is taken on to `videoPath`.
 */
export const watchPath = (videoId: string): string => `/watch/${videoId}`;
