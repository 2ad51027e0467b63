import type { RenderLink } from '@flick/design-system';
import { Link } from 'react-router-dom';

/** The design system's link slot, rendered with the router's Link (no full reload). */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/**
 * The router's Link for the app's own addresses; a page on another server (a remote
 * author's, docs/federation.md) is a plain link opened in a new tab.
 */
export const renderAnyLink: RenderLink = ({ href, children, ...rest }) =>
  /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...rest}>
      {children}
    </a>
  ) : (
    renderRouterLink({ href, children, ...rest })
  );

/** The feed's address: Home, For you and Following (`?feed=`). */
export const FEED_PATH = '/reels';

/** The account's settings (password, profile, blocked accounts): the side bar's and the own profile's Settings. */
export const SETTINGS_PATH = '/setting';

/** Editing one's name, picture and about text: the own profile's Edit profile. */
export const EDIT_PROFILE_PATH = '/setting/edit';

/** The signed-in person's own profile: the bars' Profile and the not-found page's way back. */
export const OWN_PROFILE_PATH = '/profile';

/** Signing in: the landing page's Login, the code step's Log in, where a signed-out visit goes. */
export const LOGIN_PATH = '/login';

/** Signing up: the landing page's Create New Account. */
export const REGISTER_PATH = '/register';

/** A user's profile address: /profile for oneself, /user/profile/{id} for others. */
export function profilePath(userId: string, ownUserId: string | null): string {
  return userId === ownUserId ? OWN_PROFILE_PATH : `/user/profile/${userId}`;
}

/** The address of one video's viewer. */
export const videoPath = (videoId: string): string => `/reels/${videoId}`;

/** The public watch page of one video (docs/product.md#watch-page); signed in, it hands over to `videoPath`. */
export { watchPath } from '@flick/api-types/links';
