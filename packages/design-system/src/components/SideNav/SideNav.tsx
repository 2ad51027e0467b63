import { LogoutIcon, PlusIcon, SettingsIcon, VideoIcon } from '../../icons/Icons';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { defaultRenderLink, type RenderLink } from '../link';
import { isCurrentPath, navEntryItems } from '../navigation';
import * as styles from './SideNav.css';

export interface SideNavProps {
  /** The current location's path; its entry gets `aria-current="page"`. */
  currentPath?: string;
  /** Renders entry links (pass your router's Link). Defaults to `<a>`. */
  renderLink?: RenderLink;
  /** The Upload Video button. */
  onUploadClick: () => void;
  /** The Logout button (open the LogoutDialog). */
  onLogoutClick: () => void;
  /** Unread notifications; a badge shows when above zero. */
  notificationCount?: number;
  /**
   * `full` shows labels, `narrow` icons only. `auto` (default) is hidden below the medium
   * breakpoint, narrow from medium and full on large screens.
   */
  variant?: 'auto' | 'full' | 'narrow';
  className?: string;
}

/** Where the Settings entry leads (the account's settings: password, profile, blocked accounts). */
export const SETTINGS_HREF = '/setting';

/**
 * The left sidebar: Home, Search, Explore, Notifications, Profile, Upload Video, then
 * Settings and Logout.
 */
export function SideNav({
  currentPath,
  renderLink = defaultRenderLink,
  onUploadClick,
  onLogoutClick,
  notificationCount = 0,
  variant = 'auto',
  className,
}: SideNavProps) {
  const labelClass = styles.label[variant];
  return (
    <nav
      aria-label="Main"
      className={[styles.nav, styles.variant[variant], className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {renderLink({
        href: '/reels',
        className: styles.brand,
        'aria-label': 'Flick home',
        children: (
          <>
            <span className={styles.brandMark}>
              <VideoIcon size={28} />
            </span>
            <span className={labelClass}>Flick</span>
          </>
        ),
      })}
      <ul className={styles.list}>
        {navEntryItems({
          currentPath,
          renderLink,
          className: styles.entry,
          notificationCount,
          content: (entry, unread) => (
            <>
              <span className={styles.icon}>
                {entry.icon}
                {unread ? (
                  <span className={styles.badge} aria-hidden="true">
                    {notificationCount > 99 ? '99+' : notificationCount}
                  </span>
                ) : null}
              </span>
              <span className={labelClass}>
                {entry.label}
                {/* The badge shows the count; the name says it (one line however big). */}
                {unread ? (
                  <>
                    {' '}
                    <VisuallyHidden>{unread}</VisuallyHidden>
                  </>
                ) : null}
              </span>
            </>
          ),
        })}
        <li>
          <button type="button" className={styles.entry} onClick={() => onUploadClick()}>
            <PlusIcon />
            <span className={labelClass}>Upload Video</span>
          </button>
        </li>
      </ul>
      <div className={styles.footer}>
        {renderLink({
          href: SETTINGS_HREF,
          className: styles.entry,
          'aria-current': isCurrentPath(currentPath, SETTINGS_HREF) ? 'page' : undefined,
          children: (
            <>
              <SettingsIcon />
              <span className={labelClass}>Settings</span>
            </>
          ),
        })}
        <button type="button" className={styles.entry} onClick={() => onLogoutClick()}>
          <LogoutIcon />
          <span className={labelClass}>Logout</span>
        </button>
      </div>
    </nav>
  );
}
