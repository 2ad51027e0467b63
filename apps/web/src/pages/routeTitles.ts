import { msg } from '@lingui/core/macro';

/**
 * The routes' titles, the first part of `document.title` (docs/product.md#routes), in the
 * `screens` catalog (ADR 0143): the first route's own, `Home`, is the navigation's too, so its
 * text is in the first catalog as well.
 */
export const ROUTE_TITLES = {
  video: msg`Video`,
  logIn: msg`Log in`,
  signUp: msg`Sign up`,
  verifyYourCode: msg`Verify your code`,
  passwordAndName: msg`Password and name`,
  birthdayAndUsername: msg`Birthday and username`,
  forgotPassword: msg`Forgot password`,
  resetPassword: msg`Reset password`,
  home: msg`Home`,
  search: msg`Search`,
  explore: msg`Explore`,
  notifications: msg`Notifications`,
  profile: msg`Profile`,
  settings: msg`Settings`,
  editProfile: msg`Edit profile`,
  changePassword: msg`Change password`,
  moderation: msg`Moderation`,
  followRequests: msg`Follow requests`,
  pageNotFound: msg`Page not found`,
} as const;
