import {
  BellIcon,
  ExploreIcon,
  HomeIcon,
  type NavEntry,
  SearchIcon,
  UserIcon,
} from '@flick/design-system';
import { FEED_PATH, OWN_PROFILE_PATH } from '../reels/links';

/** The five entries of the side and bottom bars, in the order and with the routes of docs/product.md#navigation. */
export const NAV_LINKS: readonly NavEntry[] = [
  { key: 'home', label: 'Home', href: FEED_PATH, icon: <HomeIcon /> },
  { key: 'search', label: 'Search', href: '/search', icon: <SearchIcon /> },
  { key: 'explore', label: 'Explore', href: '/explore', icon: <ExploreIcon /> },
  {
    key: 'notifications',
    label: 'Notifications',
    href: '/notification',
    icon: <BellIcon />,
    showsNotifications: true,
  },
  { key: 'profile', label: 'Profile', href: OWN_PROFILE_PATH, icon: <UserIcon /> },
];
