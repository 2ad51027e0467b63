import type { Migration } from 'kysely';
import * as createUsersAndSessions from './2026_11_22_0001_create_users_and_sessions';
import * as createOtpAndTickets from './2026_11_22_0002_create_otp_and_tickets';
import * as createFollowsBlocksNotifications from './2026_11_22_0003_create_follows_blocks_notifications';
import * as otpRequestersAndAddressChanges from './2026_11_24_0011_otp_requesters_and_address_changes';
import * as rateLimitWindows from './2026_11_24_0560_rate_limit_windows';
import * as privateAccounts from './2026_11_24_0620_private_accounts';
import * as notificationsOnce from './2026_11_27_0100_notifications_once';
import * as notificationsUnread from './2026_11_27_0200_notifications_unread';
import * as demoAccounts from './2026_11_27_0300_demo_accounts';
import * as notificationStreams from './2026_11_28_0910_notification_streams';
import * as mentionNotifications from './2026_11_28_1110_mention_notifications';
import * as followerCounts from './2026_12_01_0301_follower_counts';
import * as usersPublicNewest from './2026_12_01_0400_users_public_newest';
import * as usersLanguage from './2026_12_02_0100_users_language';

/** Account-area migrations, by name (date-prefixed, `2026_11_22_0001_…`; run in name order). */
export const accountMigrations: Record<string, Migration> = {
  '2026_11_22_0001_create_users_and_sessions': createUsersAndSessions,
  '2026_11_22_0002_create_otp_and_tickets': createOtpAndTickets,
  '2026_11_22_0003_create_follows_blocks_notifications': createFollowsBlocksNotifications,
  '2026_11_24_0011_otp_requesters_and_address_changes': otpRequestersAndAddressChanges,
  '2026_11_24_0560_rate_limit_windows': rateLimitWindows,
  '2026_11_24_0620_private_accounts': privateAccounts,
  '2026_11_27_0100_notifications_once': notificationsOnce,
  '2026_11_27_0200_notifications_unread': notificationsUnread,
  '2026_11_27_0300_demo_accounts': demoAccounts,
  '2026_11_28_0910_notification_streams': notificationStreams,
  '2026_11_28_1110_mention_notifications': mentionNotifications,
  '2026_12_01_0400_users_public_newest': usersPublicNewest,
  '2026_12_01_0301_follower_counts': followerCounts,
  '2026_12_02_0100_users_language': usersLanguage,
};
