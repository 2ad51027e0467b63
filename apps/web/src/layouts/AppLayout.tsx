import { BottomNav, SideNav } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { renderRouterLink } from '../reels/links';
import { PathChanging } from '../routes/RoutePage';
import { useStores } from '../stores/StoresContext';
import * as styles from './AppLayout.css';

// The dialogs (and Radix under them) load on first use, keeping them off the first route.
const LogoutConfirm = lazy(() => import('./LogoutConfirm'));
const UploadDialog = lazy(() => import('../upload/UploadDialog'));
const ReportDialogHost = lazy(() => import('../moderation/ReportDialogHost'));
const UploadProgressCard = lazy(() => import('../upload/UploadProgressCard'));
// Kept scroll offsets matter once a page is on screen, never for the first feed frame.
const PagePlace = lazy(() => import('./PagePlace'));

/**
 * The signed-in layout: the sidebar at and above the medium width (icon-only below the
 * large width), the bottom bar with Upload below it, both on screen through the page-change
 * loader; the logout and upload dialogs; each page's kept scroll offset.
 */
export const AppLayout = observer(function AppLayout() {
  const { upload, notifications, report } = useStores();
  const { pathname } = useLocation();
  const changingPath = useContext(PathChanging);
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
        currentPath={pathname}
        renderLink={renderRouterLink}
        onUploadClick={() => upload.open()}
        notificationCount={notifications.unreadCount}
      />
      <Suspense fallback={null}>{changingPath ? null : <PagePlace />}</Suspense>
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
