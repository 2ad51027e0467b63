import { BottomNav, SideNav } from '@flick/design-system';
import { useLingui } from '@lingui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { withScreenTexts } from '../i18n/i18n';
import { FEED_PATH, renderRouterLink, SETTINGS_PATH } from '../reels/links';
import { preloadable } from '../routes/preloadable';
import { PathChanging } from '../routes/RoutePage';
import { useStores } from '../stores/StoresContext';
import * as styles from './AppLayout.css';
import { navLinks } from './navLinks';

// The dialogs (and Radix under them) load on first use, keeping them off the first route.
const LogoutConfirm = lazy(() => import('./LogoutConfirm'));
// Each of the other screens' dialogs shows with its texts in the shown language (ADR 0143).
const UploadDialog = lazy(withScreenTexts(() => import('../upload/UploadDialog')));
const ReportDialogHost = lazy(withScreenTexts(() => import('../moderation/ReportDialogHost')));
const UploadProgressCard = lazy(withScreenTexts(() => import('../upload/UploadProgressCard')));
// Kept scroll offsets matter once a page is on screen, never for the feed (it keeps its own
// place, and its first frame waits for nothing): the code comes in its own chunk, fetched
// with the page's on a first visit and during the loader of each path change.
const pagePlace = preloadable(() => import('./PagePlace'));
const PagePlace = pagePlace.Component;

/**
 * The signed-in layout: the sidebar at and above the medium width (icon-only below the
 * large width), the bottom bar with Upload below it, both on screen through the page-change
 * loader; the logout and upload dialogs; each page's kept scroll offset.
 */
export const AppLayout = observer(function AppLayout() {
  const { upload, notifications, report } = useStores();
  const { pathname } = useLocation();
  const changingPath = useContext(PathChanging);
  const { i18n } = useLingui();
  const links = navLinks(i18n);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [logoutUsed, setLogoutUsed] = useState(false);
  const openLogout = () => {
    setLogoutUsed(true);
    setLogoutOpen(true);
  };

  // Live notifications for the whole signed-in session (the badge and the list), started
  // once the page is idle: on /reels the stream's request and its work would otherwise
  // compete with the feed's first video (docs/architecture.md#performance). /notification starts it
  // at once.
  useEffect(() => {
    const start = () => {
      notifications.startListening();
      // A permission granted on an earlier visit holds: no button to press again, and the
      // push token is obtained now.
      void notifications.syncPermission();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(start, 500);
    return () => window.clearTimeout(timer);
  }, [notifications]);

  useEffect(() => {
    if (changingPath) pagePlace.preload().catch(() => undefined);
  }, [changingPath]);

  // Leaving the page while bytes are on their way asks first (the browser's own question).
  const uploadBusy = upload.busy;
  useEffect(() => {
    if (!uploadBusy) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploadBusy]);

  return (
    <div className={styles.shell}>
      <SideNav
        links={links}
        homeHref={FEED_PATH}
        settingsHref={SETTINGS_PATH}
        currentPath={pathname}
        renderLink={renderRouterLink}
        onUploadClick={() => upload.open()}
        onLogoutClick={openLogout}
        notificationCount={notifications.unreadCount}
      />
      <main className={styles.main}>
        <Outlet />
      </main>
      <BottomNav
        links={links}
        currentPath={pathname}
        renderLink={renderRouterLink}
        onUploadClick={() => upload.open()}
        notificationCount={notifications.unreadCount}
      />
      {/* No Suspense of its own: a page is revealed with the code that keeps its offset, never
          before it. Revealed apart, a page left before that code arrived kept nothing and came
          back at the top (React reveals a late chunk up to 300 ms after the page). */}
      {changingPath || pathname === FEED_PATH ? null : <PagePlace />}
      <Suspense fallback={null}>
        {logoutUsed ? (
          <LogoutConfirm open={logoutOpen} onOpenChange={({ open }) => setLogoutOpen(open)} />
        ) : null}
        {upload.isOpen ? <UploadDialog /> : null}
        {upload.inBackground ? <UploadProgressCard /> : null}
        {report.open ? <ReportDialogHost /> : null}
      </Suspense>
    </div>
  );
});
