// The public API: an explicit, alphabetical barrel of named exports.
import './tokens/global.css';

export { BottomNav, type BottomNavProps } from './components/BottomNav';
export {
  CaptionField,
  type CaptionFieldProps,
  type CaptionFieldSuggestion,
} from './components/CaptionField';
export {
  CommentComposer,
  type CommentComposerProps,
  EMOJI_PICKER_HEIGHT,
  EMOJI_PICKER_WIDTH,
} from './components/CommentComposer';
export { CommentItem, type CommentItemProps, type CommentView } from './components/CommentItem';
export { CommentList, type CommentListProps, NO_COMMENTS_TEXT } from './components/CommentList';
export {
  COMMENT_MENU_LABEL,
  CommentMenu,
  type CommentMenuProps,
} from './components/CommentMenu';
export {
  DELETE_ACCOUNT_TEXT,
  DeleteAccountDialog,
  type DeleteAccountDialogProps,
} from './components/DeleteAccountDialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export {
  type FeedTabItem,
  FeedTabs,
  type FeedTabsProps,
  feedTabId,
} from './components/FeedTabs';
export { FollowButton, type FollowButtonProps } from './components/FollowButton';
export {
  type InsightsDay,
  type InsightsFigures,
  InsightsPanel,
  type InsightsPanelProps,
} from './components/InsightsPanel';
export { KeywordFilter, type KeywordFilterProps } from './components/KeywordFilter';
export { isTypingTarget, shortcutKey } from './components/keys';
export {
  LandingHero,
  type LandingHeroProps,
  type LandingHeroProvider,
  type LandingHeroVideo,
} from './components/LandingHero';
export { LogoutDialog, type LogoutDialogProps } from './components/LogoutDialog';
export { defaultRenderLink, type LinkRenderProps, type RenderLink } from './components/link';
export { NotFound, type NotFoundProps } from './components/NotFound';
export { NotificationItem, type NotificationItemProps } from './components/NotificationItem';
export { isCurrentPath, type NavEntry } from './components/navigation';
export { OfflineScreen, type OfflineScreenProps } from './components/OfflineScreen';
export { OtpInput, type OtpInputProps } from './components/OtpInput';
export { PageLoader, type PageLoaderProps } from './components/PageLoader';
export {
  PROFILE_MENU_LABEL,
  ProfileHeader,
  type ProfileHeaderProps,
  type ProfileSummary,
  UNBLOCK_CONFIRM_TEXT,
} from './components/ProfileHeader';
export { pluralCount } from './components/pluralCount';
export { ReelActions, type ReelActionsProps } from './components/ReelActions';
export {
  FEED_KEYS,
  feedStepOf,
  ReelFeed,
  type ReelFeedItem,
  type ReelFeedProps,
  WHEEL_QUIET_MS,
} from './components/ReelFeed';
export {
  DOUBLE_TAP_MS,
  formatTime,
  type ReelCaptions,
  ReelCue,
  type ReelCueProps,
  ReelPlayer,
  type ReelPlayerHandle,
  type ReelPlayerProps,
  SEEK_STEP_SECONDS,
  TALL_CLIP_RATIO,
} from './components/ReelPlayer';
export { ReportCard, type ReportCardProps, type ReportCardView } from './components/ReportCard';
export {
  REPORT_DETAILS_LIMIT,
  REPORT_REASONS,
  ReportDialog,
  type ReportDialogProps,
  type ReportReasonValue,
} from './components/ReportDialog';
export { SAVE_LABELS, SaveButton, type SaveButtonProps } from './components/SaveButton';
export { SideNav, type SideNavProps } from './components/SideNav';
export { SwitchRow, type SwitchRowProps } from './components/SwitchRow';
export {
  THEME_CHOICES,
  type ThemePreference,
  ThemeSwitch,
  type ThemeSwitchProps,
} from './components/ThemeSwitch';
export { UploadDialog, type UploadDialogProps, type UploadStatus } from './components/UploadDialog';
export { UploadProgress, type UploadProgressProps } from './components/UploadProgress';
export {
  UserListDialog,
  type UserListDialogProps,
  type UserListEntry,
} from './components/UserListDialog';
export { UserRow, type UserRowProps, type UserSummary } from './components/UserRow';
export {
  VideoGrid,
  type VideoGridHandle,
  type VideoGridProps,
  type VideoTile,
  type VideoTileState,
} from './components/VideoGrid';
export {
  type GridVideoLabelParts,
  gridVideoLabel,
  VideoViewer,
  type VideoViewerProps,
  type ViewerStep,
} from './components/VideoViewer';
export { WhySheet, type WhySheetProps } from './components/WhySheet';
export { arabicMessages } from './i18n/ar';
export { englishMessages } from './i18n/english';
export { spanishMessages } from './i18n/es';
export { formatCount, formatNumber } from './i18n/format';
export {
  MessagesProvider,
  type MessagesProviderProps,
  useLocale,
} from './i18n/MessagesProvider';
export type {
  CountMessage,
  DesignSystemMessages,
  ReportReasonKey,
  ReportTarget,
} from './i18n/messages';
export { shortTime } from './i18n/time';
export { useMessages } from './i18n/useMessages';
export * from './icons/Icons';
export { Avatar, type AvatarProps } from './primitives/Avatar';
export { Button, type ButtonProps } from './primitives/Button';
export { ConfirmDialog, type ConfirmDialogProps } from './primitives/ConfirmDialog';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogFooter,
  type DialogProps,
} from './primitives/Dialog';
export { FilePicker, type FilePickerProps } from './primitives/FilePicker';
export { IconButton, type IconButtonProps } from './primitives/IconButton';
export { Menu, type MenuItem, type MenuProps } from './primitives/Menu';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar';
export { SearchField, type SearchFieldProps } from './primitives/SearchField';
export { SHEET_SWIPE_CLOSE_PX, Sheet, type SheetProps } from './primitives/Sheet';
export {
  LIST_LOADING_ROWS,
  SEARCH_LOADING_ROWS,
  Skeleton,
  SkeletonList,
  type SkeletonListProps,
  type SkeletonProps,
} from './primitives/Skeleton';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { type TabItem, Tabs, type TabsProps } from './primitives/Tabs';
export { TextField, type TextFieldProps } from './primitives/TextField';
export {
  TOAST_DURATIONS,
  TOAST_LIMIT,
  Toaster,
  type ToasterProps,
  toast,
} from './primitives/Toaster';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden';
export {
  breakpoints,
  CONTRAST_PAIRS,
  type ColorToken,
  type ContrastPair,
  createFlickTheme,
  darkTheme,
  type FlickTheme,
  type FlickThemeOptions,
  layout,
  lightTheme,
  mediaQueries,
  NON_TEXT_CONTRAST,
  TEXT_CONTRAST,
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  type ThemeValues,
  type ThemeVars,
  themeClass,
  vars,
} from './tokens';
