import {
  BellIcon,
  ExploreIcon,
  HomeIcon,
  LogoutIcon,
  PlusIcon,
  SearchIcon,
  UploadIcon,
  UserIcon,
  VisuallyHidden,
} from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import * as styles from './AppLayout.css';

// The dialogs (and Radix under them) load on first use, keeping them off the first route.
const LogoutConfirm = lazy(() => import('./LogoutConfirm'));
const UploadDialog = lazy(() => import('../upload/UploadDialog'));

/** The navigation entries of spec section 2, in order. */
const entries: Array<{ to: string; label: string; icon: ReactNode }> = [
  { to: '/reels', label: 'Home', icon: <HomeIcon width={24} height={24} /> },
  { to: '/search', label: 'Search', icon: <SearchIcon width={24} height={24} /> },
  { to: '/explore', label: 'Explore', icon: <ExploreIcon width={24} height={24} /> },
  { to: '/notification', label: 'Notifications', icon: <BellIcon width={24} height={24} /> },
  { to: '/profile', label: 'Profile', icon: <UserIcon width={24} height={24} /> },
];

/**
 * The signed-in layout: a left sidebar at and above the medium width (icon-only below the
 * large width), a bottom bar with Upload below it; the logout and upload dialogs.
 */
export const AppLayout = observer(function AppLayout() {
  const { upload } = useStores();
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [logoutUsed, setLogoutUsed] = useState(false);
  const openLogout = () => {
    setLogoutUsed(true);
    setLogoutOpen(true);
  };

  return (
    <div className={styles.shell}>
      <nav className={styles.sideNav} aria-label="Main">
        <NavLink to="/reels" className={styles.brand} aria-label="Flick home">
          <span className={styles.brandLong}>Flick</span>
          <span className={styles.brandShort} aria-hidden="true">
            F
          </span>
        </NavLink>
        {entries.map((entry) => (
          <NavLink key={entry.to} to={entry.to} end className={styles.navItem} title={entry.label}>
            {entry.icon}
            <span className={styles.navLabel}>{entry.label}</span>
          </NavLink>
        ))}
        <button
          type="button"
          className={styles.navItem}
          title="Upload Video"
          onClick={() => upload.open()}
        >
          <UploadIcon width={24} height={24} />
          <span className={styles.navLabel}>Upload Video</span>
        </button>
        <span className={styles.navSpacer} />
        <button type="button" className={styles.navItem} title="Logout" onClick={openLogout}>
          <LogoutIcon width={24} height={24} />
          <span className={styles.navLabel}>Logout</span>
        </button>
      </nav>

      <main className={styles.main}>
        <Outlet />
      </main>

      <nav className={styles.bottomNav} aria-label="Main, bottom bar">
        {entries.slice(0, 3).map((entry) => (
          <NavLink key={entry.to} to={entry.to} end className={styles.bottomItem}>
            {entry.icon}
            <VisuallyHidden>{entry.label}</VisuallyHidden>
          </NavLink>
        ))}
        <button type="button" className={styles.bottomItem} onClick={() => upload.open()}>
          <PlusIcon width={26} height={26} />
          <VisuallyHidden>Upload</VisuallyHidden>
        </button>
        {entries.slice(3).map((entry) => (
          <NavLink key={entry.to} to={entry.to} end className={styles.bottomItem}>
            {entry.icon}
            <VisuallyHidden>{entry.label}</VisuallyHidden>
          </NavLink>
        ))}
      </nav>

      <Suspense fallback={null}>
        {logoutUsed ? (
          <LogoutConfirm open={logoutOpen} onOpenChange={({ open }) => setLogoutOpen(open)} />
        ) : null}
        {upload.isOpen ? <UploadDialog /> : null}
      </Suspense>
    </div>
  );
});
