import type { RenderLink } from '@flick/design-system';
import { Link } from 'react-router-dom';

/** The design system's link slot, rendered with the router's Link (no full reload). */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** The feed's address: Home, For you and Following (`?feed=`). */
export const FEED_PATH = '/reels';

/** The account's settings (password, profile, blocked accounts): the side bar's and the own profile's Settings. */
export const SETTINGS_PATH = '/setting';

/** A user's profile address: /profile for oneself, /user/profile/{id} for others. */
export function profilePath(userId: string, ownUserId: string | null): string {
  return userId === ownUserId ? '/profile' : `/user/profile/${userId}`;
}

/** The address of one video's viewer. */
export const videoPath = (videoId: string): string => `/reels/${videoId}`;

/** The public watch page of one video (docs/product.md#watch-page); signed in, it hands over to `videoPath`. */
export { watchPath } from '@flick/api-types/links';
