import type { ReactNode } from 'react';
import type { RenderLink } from './link';

/**
 * One entry of the navigation bars (SideNav, BottomNav). The app owns its routes and
 * passes its entries as `links`; the bars draw them in the order given.
 */
export interface NavEntry {
  /** Names the entry among the others (a React key), e.g. `home`. */
  key: string;
  /** The entry's visible (or, icon-only, accessible) name. */
  label: string;
  /** Where it leads; it is current on this path and below it. */
  href: string;
  icon: ReactNode;
  /**
   * This entry shows the unread notifications (`notificationCount`): a badge, and
   * `(N new)` in its name.
   */
  showsNotifications?: boolean;
}

/** An entry is current on its own path and below it (`/reels/42` keeps Home current). */
export const isCurrentPath = (currentPath: string | undefined, href: string) =>
  currentPath !== undefined && (currentPath === href || currentPath.startsWith(`${href}/`));

/**
 * What an entry's name adds to its label, read out (the bars show a badge): `(3 new)` on
 * the notifications entry while some are unread, else nothing.
 */
function unreadSuffix(
  entry: NavEntry,
  notificationCount: number,
  say: (count: number) => string,
): string | null {
  return entry.showsNotifications && notificationCount > 0 ? say(notificationCount) : null;
}

/**
 * The entries as a bar's list items: each a link (`renderLink`) with the bar's
 * `className`, `aria-current="page"` on the current one, and what the bar shows in it
 * (`content`), given the entry and what its name adds while notifications are unread.
 */
export function navEntryItems({
  links,
  currentPath,
  renderLink,
  className,
  notificationCount,
  unreadText,
  content,
}: {
  links: readonly NavEntry[];
  currentPath: string | undefined;
  renderLink: RenderLink;
  className: string;
  notificationCount: number;
  /** The words for `(3 new)` (the active messages' `unreadNotifications`). */
  unreadText: (count: number) => string;
  content: (entry: NavEntry, unread: string | null) => ReactNode;
}): ReactNode[] {
  return links.map((entry) => (
    <li key={entry.key}>
      {renderLink({
        href: entry.href,
        className,
        'aria-current': isCurrentPath(currentPath, entry.href) ? 'page' : undefined,
        children: content(entry, unreadSuffix(entry, notificationCount, unreadText)),
      })}
    </li>
  ));
}
