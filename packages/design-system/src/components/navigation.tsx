import type { ReactNode } from 'react';
import { BellIcon, ExploreIcon, HomeIcon, SearchIcon, UserIcon } from '../icons/Icons';
import type { RenderLink } from './link';

/** One navigation entry (docs/product.md#navigation). */
export interface NavEntry {
  key: 'home' | 'search' | 'explore' | 'notifications' | 'profile';
  label: string;
  href: string;
  icon: ReactNode;
}

/** The five entries, in the order and with the routes of docs/product.md#navigation. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', label: 'Home', href: '/reels', icon: <HomeIcon /> },
  { key: 'search', label: 'Search', href: '/search', icon: <SearchIcon /> },
  { key: 'explore', label: 'Explore', href: '/explore', icon: <ExploreIcon /> },
  { key: 'notifications', label: 'Notifications', href: '/notification', icon: <BellIcon /> },
  { key: 'profile', label: 'Profile', href: '/profile', icon: <UserIcon /> },
];

/** An entry is current on its own path and below it (`/reels/42` keeps Home current). */
export const isCurrentPath = (currentPath: string | undefined, href: string) =>
  currentPath !== undefined && (currentPath === href || currentPath.startsWith(`${href}/`));

/**
 * What an entry's name adds to its label, read out (the bars show a badge): `(3 new)` on
 * Notifications while some are unread, else nothing.
 */
function unreadSuffix(entry: NavEntry, notificationCount: number): string | null {
  return entry.key === 'notifications' && notificationCount > 0
    ? `(${notificationCount} new)`
    : null;
}

/**
 * The five entries as a bar's list items: each a link (`renderLink`) with the bar's
 * `className`, `aria-current="page"` on the current one, and what the bar shows in it
 * (`content`), given the entry and what its name adds while notifications are unread.
 */
export function navEntryItems({
  currentPath,
  renderLink,
  className,
  notificationCount,
  content,
}: {
  currentPath: string | undefined;
  renderLink: RenderLink;
  className: string;
  notificationCount: number;
  content: (entry: NavEntry, unread: string | null) => ReactNode;
}): ReactNode[] {
  return NAV_ENTRIES.map((entry) => (
    <li key={entry.key}>
      {renderLink({
        href: entry.href,
        className,
        'aria-current': isCurrentPath(currentPath, entry.href) ? 'page' : undefined,
        children: content(entry, unreadSuffix(entry, notificationCount)),
      })}
    </li>
  ));
}
