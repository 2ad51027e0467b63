import type { MessageDescriptor } from '@lingui/core';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withScreenTexts } from '../i18n/i18n';
import { RootLayout } from '../layouts/RootLayout';
import { ROUTE_TITLES } from '../pages/routeTitles';
import {
  EDIT_PROFILE_PATH,
  FEED_PATH,
  LOGIN_PATH,
  OWN_PROFILE_PATH,
  REGISTER_PATH,
  SETTINGS_PATH,
} from '../reels/links';
import { lazyFromStores } from '../stores/loadStores';
import { withChunkTimeout } from './chunkTimeout';
import { preloadable } from './preloadable';
import { RoutePage } from './RoutePage';

/** What a route tells the shell: the first part of `document.title`. */
export interface RouteHandle {
  title: MessageDescriptor | ((params: Readonly<Record<string, string | undefined>>) => string);
}

/**
 * A route's own chunk, given up on (offline/retry screen) when it takes over 120 s, rendered
 * once the screens' texts in the shown language are here too (ADR 0143).
 */
const lazyRoute = <P extends object>(load: () => Promise<{ default: React.ComponentType<P> }>) =>
  lazy(withChunkTimeout(withScreenTexts(load)));

// Every screen is its own chunk (docs/architecture.md#performance): the first route loads only its
// own code.
const LandingPage = lazyRoute(() => import('../pages/LandingPage'));
const WatchPage = lazyRoute(() => import('../pages/WatchPage'));
const LoginPage = lazyRoute(() => import('../pages/auth/LoginPage'));
const RegisterPage = lazyRoute(() => import('../pages/auth/RegisterPage'));
const VerifyOtpPage = lazyRoute(() => import('../pages/auth/VerifyOtpPage'));
const PasswordNamePage = lazyRoute(() => import('../pages/auth/PasswordNamePage'));
const DobUsernamePage = lazyRoute(() => import('../pages/auth/DobUsernamePage'));
const ForgotPasswordPage = lazyRoute(() => import('../pages/auth/ForgotPasswordPage'));
const OtpVerificationPage = lazyRoute(() => import('../pages/auth/OtpVerificationPage'));
const ResetPasswordPage = lazyRoute(() => import('../pages/auth/ResetPasswordPage'));
const feedPage = preloadable(() => import('../pages/FeedPage'));
const FeedPage = feedPage.Component;
/** The /reels chunk; App starts it at startup on /reels so it loads with the entry. */
export const loadFeedPage = feedPage.preload;
const ViewerPage = lazyRoute(() => import('../pages/ViewerPage'));
const SearchPage = lazyRoute(() => import('../pages/SearchPage'));
const ExplorePage = lazyRoute(() => import('../pages/ExplorePage'));
const NotificationsPage = lazyRoute(() => import('../pages/NotificationsPage'));
const ProfilePage = lazyRoute(() => import('../pages/ProfilePage'));
const HashtagPage = lazyRoute(() => import('../pages/HashtagPage'));
const SettingsPage = lazyRoute(() => import('../pages/settings/SettingsPage'));
const EditProfilePage = lazyRoute(() => import('../pages/settings/EditProfilePage'));
const ChangePasswordPage = lazyRoute(() => import('../pages/settings/ChangePasswordPage'));
const AdminPage = lazyRoute(() => import('../pages/AdminPage'));
const FollowRequestsPage = lazyRoute(() => import('../pages/FollowRequestsPage'));
const NotFoundPage = lazyRoute(() => import('../pages/NotFoundPage'));
// The stores (MobX, API clients, toasts) come with the first route that reads them: the
// landing and not-found pages do without, so the entry stays small
// (docs/architecture.md#performance).
const StoresLayout = lazyFromStores((module) => module.StoresLayout);
const protectedLayout = preloadable(() => import('../layouts/ProtectedLayout'));
const ProtectedLayout = protectedLayout.Component;
/** The signed-in routes' layout chunk; App starts it at startup on /reels, like the feed's. */
export const loadProtectedLayout = protectedLayout.preload;

const page = (
  path: string,
  title: RouteHandle['title'],
  element: React.ReactNode,
): RouteObject => ({
  path,
  element: <RoutePage>{element}</RoutePage>,
  handle: { title } satisfies RouteHandle,
});

/** Every route of docs/product.md#routes, plus the admins' /admin (docs/product.md#reports-and-moderation). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page('/', () => 'Flick', <LandingPage />),
      // A shared video's public page: signed out it shows the video, signed in it hands over
      // to /reels/{id} (docs/product.md#watch-page).
      page('/watch/:id', ROUTE_TITLES.video, <WatchPage />),
      {
        element: <StoresLayout />,
        children: [
          page(LOGIN_PATH, ROUTE_TITLES.logIn, <LoginPage />),
          page(REGISTER_PATH, ROUTE_TITLES.signUp, <RegisterPage />),
          page('/verify-otp', ROUTE_TITLES.verifyYourCode, <VerifyOtpPage />),
          page('/password-name', ROUTE_TITLES.passwordAndName, <PasswordNamePage />),
          page('/dob-username', ROUTE_TITLES.birthdayAndUsername, <DobUsernamePage />),
          page('/forgotPassword', ROUTE_TITLES.forgotPassword, <ForgotPasswordPage />),
          page('/otp-verification', ROUTE_TITLES.verifyYourCode, <OtpVerificationPage />),
          page('/reset-password', ROUTE_TITLES.resetPassword, <ResetPasswordPage />),
          {
            element: <ProtectedLayout />,
            children: [
              page(FEED_PATH, ROUTE_TITLES.home, <FeedPage />),
              page('/reels/:id', ROUTE_TITLES.video, <ViewerPage />),
              page('/search', ROUTE_TITLES.search, <SearchPage />),
              page('/explore', ROUTE_TITLES.explore, <ExplorePage />),
              page('/notification', ROUTE_TITLES.notifications, <NotificationsPage />),
              page(OWN_PROFILE_PATH, ROUTE_TITLES.profile, <ProfilePage />),
              page('/user/profile/:userId', ROUTE_TITLES.profile, <ProfilePage />),
              page('/hashtag/:hashtag', ({ hashtag }) => `#${hashtag ?? ''}`, <HashtagPage />),
              page(SETTINGS_PATH, ROUTE_TITLES.settings, <SettingsPage />),
              page(EDIT_PROFILE_PATH, ROUTE_TITLES.editProfile, <EditProfilePage />),
              page('/setting/change-password', ROUTE_TITLES.changePassword, <ChangePasswordPage />),
              page('/admin', ROUTE_TITLES.moderation, <AdminPage />),
              page('/follow-requests', ROUTE_TITLES.followRequests, <FollowRequestsPage />),
            ],
          },
        ],
      },
      page('*', ROUTE_TITLES.pageNotFound, <NotFoundPage />),
    ],
  },
];
