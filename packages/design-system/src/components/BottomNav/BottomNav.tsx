import { useTexts } from '../../i18n/MessagesProvider';
import { PlusIcon } from '../../icons/Icons';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { defaultRenderLink, type RenderLink } from '../link';
import { type NavEntry, navEntryItems } from '../navigation';
import * as styles from './BottomNav.css';

export interface BottomNavProps {
  /**
   * The entries, in order (the app's routes). The Upload button sits after the first half,
   * rounded up (the third of five).
   */
  links: readonly NavEntry[];
  /** The current location's path; its entry gets `aria-current="page"`. */
  currentPath?: string;
  /** Renders entry links (pass your router's Link). Defaults to `<a>`. */
  renderLink?: RenderLink;
  /** The Upload button. */
  onUploadClick: () => void;
  /** Unread notifications; a dot shows when above zero. */
  notificationCount?: number;
  /** Hide itself at and above the medium breakpoint. Defaults to true. */
  responsive?: boolean;
  className?: string;
}

/** The bottom bar for small screens: the entries with an Upload button in the middle. */
export function BottomNav({
  links: entries,
  currentPath,
  renderLink = defaultRenderLink,
  onUploadClick,
  notificationCount = 0,
  responsive = true,
  className,
}: BottomNavProps) {
  const t = useTexts();
  const links = navEntryItems({
    links: entries,
    currentPath,
    renderLink,
    className: styles.entry,
    notificationCount,
    unreadText: t.unreadNotifications,
    content: (entry, unread) => (
      <>
        {entry.icon}
        {unread ? <span className={styles.badge} aria-hidden="true" /> : null}
        <VisuallyHidden>{unread ? `${entry.label} ${unread}` : entry.label}</VisuallyHidden>
      </>
    ),
  });
  const middle = Math.ceil(links.length / 2);
  return (
    <nav
      aria-label={t.mainNavigation}
      className={[styles.nav, responsive ? styles.responsive : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      <ul className={styles.list}>
        {links.slice(0, middle)}
        <li>
          <button
            type="button"
            className={[styles.entry, styles.upload].join(' ')}
            onClick={() => onUploadClick()}
          >
            <PlusIcon />
            <VisuallyHidden>{t.upload}</VisuallyHidden>
          </button>
        </li>
        {links.slice(middle)}
      </ul>
    </nav>
  );
}
