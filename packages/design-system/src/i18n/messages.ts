// The one home of every text the design system's components show or announce (ADR 0135).
// `englishMessages` is the product's English, to the letter; a consumer passes its own
// translations (all or some keys) to <MessagesProvider>. Plain strings and functions, no
// i18n library: any of them (Lingui, FormatJS, i18next) can fill this object.

/**
 * A count said with its noun: `count` for the plural rule, `formatted` the number as the
 * locale writes it (`1,234` in English).
 */
export type CountMessage = (count: number, formatted: string) => string;

/** What a report is about. */
export type ReportTarget = 'video' | 'comment' | 'user';

/** The reasons a report may give (their order is the dialog's). */
export type ReportReasonKey =
  | 'spam'
  | 'harassment'
  | 'hate'
  | 'violence'
  | 'sexual'
  | 'selfHarm'
  | 'misinformation'
  | 'other';

export interface DesignSystemMessages {
  // Shared words of the primitives.
  loading: string;
  close: string;
  cancel: string;
  confirm: string;
  back: string;
  search: string;
  clearSearch: string;
  showPassword: string;
  hidePassword: string;
  report: string;
  remove: string;
  hiddenByModerators: string;
  mainNavigation: string;
  upload: string;
  settings: string;
  /** What a navigation entry's name adds while notifications are unread: `(3 new)`. */
  unreadNotifications: (count: number) => string;

  // ReelActions.
  videoActions: string;
  like: string;
  comment: string;
  save: string;
  saved: string;
  download: string;
  share: string;
  deleteVideo: string;
  likeCount: CountMessage;
  commentCount: CountMessage;
  downloadCount: CountMessage;
  shareCount: CountMessage;

  // ReelPlayer and ReelFeed.
  loadingVideo: string;
  videoFailed: string;
  fullScreen: string;
  exitFullScreen: string;
  mute: string;
  unmute: string;
  captions: string;
  seek: string;
  /** The seek bar's value read aloud: `0:05 of 0:30`. */
  seekPosition: (current: string, duration: string) => string;
  videos: string;
  previousVideo: string;
  nextVideo: string;
  loadingMoreVideos: string;
  /** The feed's live announcement: `Video 3 of 20: Video by ada`. */
  feedPosition: (position: number, total: number, label: string) => string;

  // Comments.
  addComment: string;
  addCommentPlaceholder: string;
  addEmoji: string;
  closeEmojiPicker: string;
  loadingEmojiPicker: string;
  emojiPicker: string;
  post: string;
  comments: string;
  loadingComments: string;
  noComments: string;
  commentBy: (userName: string) => string;
  likeComment: string;
  commentMenu: string;
  deleteComment: string;

  // FollowButton.
  follow: string;
  following: string;
  requested: string;

  // UploadDialog and UploadProgress.
  uploadVideo: string;
  uploadSuccess: string;
  uploadShared: string;
  dropVideos: string;
  selectFromComputer: string;
  videoPreview: string;
  uploadingStatus: string;
  uploadProgress: string;
  uploadInProgress: string;
  /** The hidden upload's card: `Uploading... 45%` (`percent` as the locale writes it). */
  uploadingPercent: (percent: string) => string;
  captionsFile: string;
  removeCaptions: string;
  continueInBackground: string;

  // DeleteAccountDialog.
  deleteAccountTitle: string;
  deleteAccountText: string;
  currentPassword: string;
  code: string;
  codeSentTo: (destination: string) => string;
  codeWillBeSent: string;
  sendCode: string;
  sendNewCode: string;
  deleteAccount: string;

  // VideoGrid.
  videoGridLabel: string;
  loadingVideos: string;
  noVideos: string;
  processing: string;
  processingFailed: string;
  viewCount: CountMessage;
  /** A tile's name inside a sentence: `video 3: My clip` (`label` may be empty). */
  tileName: (position: number, label: string | undefined) => string;
  /** A tile's name read before its state: `Video 3: My clip`. */
  tileHeading: (position: number, label: string | undefined) => string;
  processingTile: (name: string) => string;
  removeTile: (name: string) => string;
  openTile: (name: string) => string;

  // ReportDialog and ReportCard.
  reportTitle: Record<ReportTarget, string>;
  reportDescription: string;
  reportQuestion: string;
  reportReasons: Record<ReportReasonKey, string>;
  reportDetailsNeeded: string;
  reportDetailsOptional: string;
  /** `Video by ada`: what was reported, of whom. */
  reportHeading: (target: ReportTarget, owner: string) => string;
  /** The card's name: `Report: Video by ada`. */
  reportCardLabel: (heading: string) => string;
  /** `Video by ada · reported by bob`. */
  reportMeta: (heading: string, reporter: string) => string;
  openReportTarget: Record<ReportTarget, string>;
  hidden: string;
  hide: string;
  unhide: string;
  dismiss: string;

  // VideoViewer.
  video: string;
  /** A grid video's name: `Video 3 of 12 by maya: Sunset` (`total` null while unknown). */
  gridVideo: (parts: {
    position: number;
    total: number | null;
    userName: string;
    caption: string;
  }) => string;

  // LogoutDialog, NotificationItem.
  logoutTitle: string;
  logoutQuestion: string;
  unreadMark: string;

  // NotFound and OfflineScreen.
  notFoundTitle: string;
  notFoundText: string;
  notFoundLink: string;
  offlineTitle: string;
  offlineText: string;
  retry: string;

  // KeywordFilter.
  keywordLabel: string;
  add: string;
  keywordHint: string;
  noKeywords: string;
  keywordList: string;
  removeKeyword: (keyword: string) => string;

  // ProfileHeader.
  loadingProfile: string;
  profileMenu: string;
  block: string;
  blocked: string;
  unblock: string;
  editProfile: string;
  profilePicture: (userName: string) => string;
  videoCount: CountMessage;
  followerCount: CountMessage;
  followingCount: CountMessage;
  blockQuestion: (userName: string) => string;
  blockText: string;
  unblockQuestion: (userName: string) => string;
  unblockText: string;

  // LandingHero.
  tagline: string;
  createAccount: string;
  login: string;
  or: string;
  socialSignIn: string;
  continueWith: (provider: string) => string;
  getTheApp: string;
  appStore: string;
  googlePlay: string;

  // ThemeSwitch, CaptionField, PageLoader.
  theme: string;
  themeChoices: Record<'system' | 'light' | 'dark', string>;
  caption: string;
  suggestions: string;

  // InsightsPanel.
  noViews: string;
  viewsPerDay: (days: number) => string;
  day: string;
  views: string;
  insightNames: {
    views: string;
    viewers: string;
    watchShare: string;
    completionRate: string;
    likes: string;
    comments: string;
    shares: string;
    downloads: string;
  };
  /** A chart bar's tooltip: `Nov 3: 12 views`. */
  dayViews: (day: string, count: number, formatted: string) => string;

  // OtpInput.
  otpSentEmail: string;
  otpSentPhone: string;
  otpLegend: string;
  otpDigit: (position: number, length: number) => string;
  next: string;
  resendOtp: string;
  logIn: string;

  // UserListDialog.
  noUsers: string;
  loadingList: (title: string) => string;
  unfollowQuestion: (userName: string | undefined) => string;
  unfollowText: string;
  unfollow: string;

  // SideNav and BottomNav.
  brandHome: string;
  brand: string;
  logout: string;
}

const plural =
  (one: string, other: string): CountMessage =>
  (count, formatted) =>
    `${formatted} ${count === 1 ? one : other}`;

/** The product's English: the defaults of every component. */
export const englishMessages: DesignSystemMessages = {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  back: 'Back',
  search: 'Search',
  clearSearch: 'Clear search',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  report: 'Report',
  remove: 'Remove',
  hiddenByModerators: 'Hidden by moderators',
  mainNavigation: 'Main',
  upload: 'Upload',
  settings: 'Settings',
  unreadNotifications: (count) => `(${count} new)`,

  videoActions: 'Video actions',
  like: 'Like',
  comment: 'Comment',
  save: 'Save',
  saved: 'Saved',
  download: 'Download',
  share: 'Share',
  deleteVideo: 'Delete video',
  likeCount: plural('like', 'likes'),
  commentCount: plural('comment', 'comments'),
  // As the product says them: the bare number, always the plural noun.
  downloadCount: (count) => `${count} downloads`,
  shareCount: (count) => `${count} shares`,

  loadingVideo: 'Loading video',
  videoFailed: 'This video can’t be played right now.',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  mute: 'Mute',
  unmute: 'Unmute',
  captions: 'Captions',
  seek: 'Seek',
  seekPosition: (current, duration) => `${current} of ${duration}`,
  videos: 'Videos',
  previousVideo: 'Previous video',
  nextVideo: 'Next video',
  loadingMoreVideos: 'Loading more videos',
  feedPosition: (position, total, label) => `Video ${position} of ${total}: ${label}`,

  addComment: 'Add a comment',
  addCommentPlaceholder: 'Add a comment...',
  addEmoji: 'Add emoji',
  closeEmojiPicker: 'Close emoji picker',
  loadingEmojiPicker: 'Loading emoji picker',
  emojiPicker: 'Emoji picker',
  post: 'Post',
  comments: 'Comments',
  loadingComments: 'Loading comments',
  noComments: 'No comments yet. Be the first to comment!',
  commentBy: (userName) => `Comment by ${userName}`,
  likeComment: 'Like comment',
  commentMenu: 'More actions',
  deleteComment: 'Delete',

  follow: 'Follow',
  following: 'Following',
  requested: 'Requested',

  uploadVideo: 'Upload Video',
  uploadSuccess: 'Success!',
  uploadShared: 'Your video has been shared.',
  dropVideos: 'Drag and drop videos here',
  selectFromComputer: 'Select from computer',
  videoPreview: 'Preview of the chosen video',
  uploadingStatus: 'Uploading...',
  uploadProgress: 'Upload progress',
  uploadInProgress: 'Upload in progress',
  uploadingPercent: (percent) => `Uploading... ${percent}%`,
  captionsFile: 'Captions (.vtt)',
  removeCaptions: 'Remove captions',
  continueInBackground: 'Continue in background',

  deleteAccountTitle: 'Delete account?',
  deleteAccountText:
    'This deletes your account, your videos, comments, likes and follows for good. It cannot be undone.',
  currentPassword: 'Current password',
  code: 'Code',
  codeSentTo: (destination) => `We sent a code to ${destination}.`,
  codeWillBeSent: 'We send a six-digit code to your email or phone.',
  sendCode: 'Send code',
  sendNewCode: 'Send a new code',
  deleteAccount: 'Delete account',

  videoGridLabel: 'Videos',
  loadingVideos: 'Loading videos',
  noVideos: 'No videos yet.',
  processing: 'Processing…',
  processingFailed: 'This video could not be processed.',
  viewCount: plural('view', 'views'),
  tileName: (position, label) => `video ${position}${label ? `: ${label}` : ''}`,
  tileHeading: (position, label) => `Video ${position}${label ? `: ${label}` : ''}`,
  processingTile: (name) => `Processing ${name}`,
  removeTile: (name) => `Remove ${name}`,
  openTile: (name) => `Open ${name}`,

  reportTitle: { video: 'Report video', comment: 'Report comment', user: 'Report user' },
  reportDescription:
    'Reports go to our moderators. The person you report is not told who reported them.',
  reportQuestion: 'Why are you reporting this?',
  reportReasons: {
    spam: 'Spam',
    harassment: 'Harassment or bullying',
    hate: 'Hate speech',
    violence: 'Violence',
    sexual: 'Nudity or sexual content',
    selfHarm: 'Self-harm',
    misinformation: 'False information',
    other: 'Something else',
  },
  reportDetailsNeeded: 'Tell us what is wrong',
  reportDetailsOptional: 'Tell us more (optional)',
  reportHeading: (target, owner) =>
    `${{ video: 'Video', comment: 'Comment', user: 'User' }[target]} by ${owner}`,
  reportCardLabel: (heading) => `Report: ${heading}`,
  reportMeta: (heading, reporter) => `${heading} · reported by ${reporter}`,
  openReportTarget: { video: 'Open video', comment: 'Open comment', user: 'Open user' },
  hidden: 'Hidden',
  hide: 'Hide',
  unhide: 'Unhide',
  dismiss: 'Dismiss',

  video: 'Video',
  gridVideo: ({ position, total, userName, caption }) =>
    `Video ${position}${total === null ? '' : ` of ${total}`} by ${userName}${caption ? `: ${caption}` : ''}`,

  logoutTitle: 'Log Out',
  logoutQuestion: 'Are you sure you want to log out from your account?',
  unreadMark: 'New: ',

  notFoundTitle: "Sorry, this page isn't available.",
  notFoundText: 'The link you followed may be broken, or the page may have been removed.',
  notFoundLink: 'Go back to your profile',
  offlineTitle: 'You are Offline',
  offlineText: 'Please check your internet connection and try again.',
  retry: 'Retry',

  keywordLabel: 'Keyword to hide',
  add: 'Add',
  keywordHint: 'Videos and comments with these words (whole words, any case) are hidden from you.',
  noKeywords: 'No filtered keywords.',
  keywordList: 'Filtered keywords',
  removeKeyword: (keyword) => `Remove ${keyword}`,

  loadingProfile: 'Loading profile',
  profileMenu: 'More',
  block: 'Block',
  blocked: 'Blocked',
  unblock: 'Unblock',
  editProfile: 'Edit profile',
  profilePicture: (userName) => `${userName}'s profile picture`,
  videoCount: plural('video', 'videos'),
  followerCount: plural('follower', 'followers'),
  followingCount: (_count, formatted) => `${formatted} following`,
  blockQuestion: (userName) => `Block @${userName}?`,
  blockText: "They won't be able to find your profile or see your videos.",
  unblockQuestion: (userName) => `Unblock @${userName}?`,
  unblockText: 'They will be able to find your profile, see your videos and follow you again.',

  tagline: 'Watch, share and upload short videos with friends.',
  createAccount: 'Create New Account',
  login: 'Login',
  or: 'or',
  socialSignIn: 'Social sign-in',
  continueWith: (provider) => `Continue with ${provider}`,
  getTheApp: 'Get the app.',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',

  theme: 'Theme',
  themeChoices: { system: 'System', light: 'Light', dark: 'Dark' },
  caption: 'Caption',
  suggestions: 'Suggestions',

  noViews: 'No views yet',
  viewsPerDay: (days) => `Views per day, last ${days} days`,
  day: 'Day',
  views: 'Views',
  insightNames: {
    views: 'Views',
    viewers: 'Unique viewers',
    watchShare: 'Average watched',
    completionRate: 'Watched to the end',
    likes: 'Likes',
    comments: 'Comments',
    shares: 'Shares',
    downloads: 'Downloads',
  },
  dayViews: (day, count, formatted) => `${day}: ${formatted} ${count === 1 ? 'view' : 'views'}`,

  otpSentEmail: 'We sent a 6-digit code to your email address ',
  otpSentPhone: 'We sent a 6-digit code to your phone number ',
  otpLegend: 'One-time code',
  otpDigit: (position, length) => `Digit ${position} of ${length}`,
  next: 'Next',
  resendOtp: 'Resend OTP',
  logIn: 'Log in',

  noUsers: 'No users yet.',
  loadingList: (title) => `Loading ${title.toLowerCase()}`,
  unfollowQuestion: (userName) => (userName ? `Unfollow @${userName}?` : 'Unfollow?'),
  unfollowText: 'Their videos will no longer appear in your feed.',
  unfollow: 'Unfollow',

  brandHome: 'Flick home',
  brand: 'Flick',
  logout: 'Logout',
};
