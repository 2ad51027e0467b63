import { describe, expect, it } from 'vitest';
import * as designSystem from './index';

// The public names, sorted. Written out (not a snapshot file) so a change shows in review.
const PUBLIC_NAMES = [
  'Avatar',
  'BackIcon',
  'BellIcon',
  'BlockIcon',
  'BottomNav',
  'Button',
  'CheckIcon',
  'CloseIcon',
  'CommentComposer',
  'CommentIcon',
  'CommentItem',
  'CommentList',
  'ConfirmDialog',
  'Dialog',
  'DialogClose',
  'DialogFooter',
  'DownloadIcon',
  'EMOJI_PICKER_HEIGHT',
  'EMOJI_PICKER_WIDTH',
  'EmptyState',
  'ExploreIcon',
  'EyeIcon',
  'FollowButton',
  'GridIcon',
  'HeartFilledIcon',
  'HeartIcon',
  'HomeIcon',
  'IconButton',
  'LIST_LOADING_ROWS',
  'LandingHero',
  'LogoutDialog',
  'LogoutIcon',
  'Menu',
  'MutedIcon',
  'NAV_ENTRIES',
  'NO_COMMENTS_TEXT',
  'NotFound',
  'NotificationItem',
  'OTP_LENGTH',
  'OfflineScreen',
  'OtpInput',
  'PageLoader',
  'PauseIcon',
  'PlayIcon',
  'PlusIcon',
  'ProfileHeader',
  'ProgressBar',
  'ReelActions',
  'ReelFeed',
  'ReelPlayer',
  'SEARCH_LOADING_ROWS',
  'SearchField',
  'SearchIcon',
  'SettingsIcon',
  'ShareIcon',
  'SideNav',
  'Skeleton',
  'SkeletonList',
  'SmileIcon',
  'Spinner',
  'TOAST_DURATIONS',
  'TOAST_LIMIT',
  'Tabs',
  'TextField',
  'ThemeProvider',
  'Toaster',
  'UNBLOCK_CONFIRM_TEXT',
  'UploadDialog',
  'UploadIcon',
  'UserIcon',
  'UserListDialog',
  'UserRow',
  'VideoGrid',
  'VideoIcon',
  'VideoViewer',
  'VisuallyHidden',
  'VolumeIcon',
  'WifiOffIcon',
  'breakpoints',
  'darkTheme',
  'defaultRenderLink',
  'formatCount',
  'isCurrentPath',
  'lightTheme',
  'mediaQueries',
  'themeClass',
  'toast',
  'vars',
];

describe('@flick/design-system public API', () => {
  // A changed list is a changed contract: review it, and add a changeset.
  it('exports exactly these names', () => {
    expect(Object.keys(designSystem).sort()).toEqual(PUBLIC_NAMES);
  });

  it('exports the themes as class names and the token contract', () => {
    expect(typeof designSystem.lightTheme).toBe('string');
    expect(typeof designSystem.darkTheme).toBe('string');
    expect(designSystem.lightTheme).not.toBe(designSystem.darkTheme);
    expect(designSystem.vars.color.accent).toMatch(/^var\(--/);
    expect(designSystem.breakpoints.medium).toBe(768);
  });
});
