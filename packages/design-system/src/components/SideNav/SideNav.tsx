import { useTexts } from '../../i18n/MessagesProvider';
import { LogoutIcon, PlusIcon, SettingsIcon, VideoIcon } from '../../icons/Icons';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { defaultRenderLink, type RenderLink } from '../link';
import { isCurrentPath, type NavEntry, navEntryItems } from '../navigation';
import * as styles from './SideNav.css';

export interface SideNavProps {
  /** The entries, in order (the app's routes); Upload Video follows them. */
  links: readonly NavEntry[];
  /** Where the brand link (`Flick home`) leads. */
  homeHref: string;
  /** Where the Settings entry leads (current on that path and below it). */
  settingsHref: string;
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

/**
 * The left sidebar: the brand link, the entries (`links`), Upload Video, then Settings and
 * Logout.
 */
export function SideNav({
  links,
  homeHref,
  settingsHref,
  currentPath,
  renderLink = defaultRenderLink,
  onUploadClick,
  onLogoutClick,
  notificationCount = 0,
  variant = 'auto',
  className,
}: SideNavProps) {
  const t = useTexts();
  const labelClass = styles.label[variant];
  return (
    <nav
      aria-label={t.mainNavigation}
      className={[styles.nav, styles.variant[variant], className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {renderLink({
        href: homeHref,
        className: styles.brand,
        'aria-label': t.brandHome,
        children: (
          <>
            <span className={styles.brandMark}>
              <VideoIcon size={28} />
            </span>
            <span className={labelClass}>{t.brand}</span>
          </>
        ),
      })}
      <ul className={styles.list}>
        {navEntryItems({
          links,
          currentPath,
          renderLink,
          className: styles.entry,
          notificationCount,
          unreadText: t.unreadNotifications,
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
            <span className={labelClass}>{t.uploadVideo}</span>
          </button>
        </li>
      </ul>
      <div className={styles.footer}>
        {renderLink({
          href: settingsHref,
          className: styles.entry,
          'aria-current': isCurrentPath(currentPath, settingsHref) ? 'page' : undefined,
          children: (
            <>
              <SettingsIcon />
              <span className={labelClass}>{t.settings}</span>
            </>
          ),
        })}
        <button type="button" className={styles.entry} onClick={() => onLogoutClick()}>
          <LogoutIcon />
          <span className={labelClass}>{t.logout}</span>
        </button>
      </div>
    </nav>
  );
}
