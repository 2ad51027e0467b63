import {
  BellIcon,
  ExploreIcon,
  HomeIcon,
  type NavEntry,
  SearchIcon,
  UserIcon,
} from '@flick/design-system';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FEED_PATH, OWN_PROFILE_PATH } from '../reels/links';

/** The five entries of the side and bottom bars, in the order and with the routes of docs/product.md#navigation. */
const ENTRIES = [
  { key: 'home', label: msg`Home`, href: FEED_PATH, icon: <HomeIcon /> },
  { key: 'search', label: msg`Search`, href: '/search', icon: <SearchIcon /> },
  { key: 'explore', label: msg`Explore`, href: '/explore', icon: <ExploreIcon /> },
  {
    key: 'notifications',
    label: msg`Notifications`,
    href: '/notification',
    icon: <BellIcon />,
    showsNotifications: true,
  },
  { key: 'profile', label: msg`Profile`, href: OWN_PROFILE_PATH, icon: <UserIcon /> },
] as const;

/** The entries with their labels in the language shown (ADR 0143). */
export function navLinks(i18n: I18n): readonly NavEntry[] {
  return ENTRIES.map((entry) => ({ ...entry, label: i18n._(entry.label) }));
}
