// The one home of the shape of every text the design system's components show or announce
// (ADR 0135): `DesignSystemMessages`. Its English lives once per text in en/*.ts, one module
// per area; `englishMessages` (english.ts) puts them together. A consumer passes its own translations (all
// or some keys) to <MessagesProvider>. Plain strings and functions, no i18n library: any of
// them (Lingui, FormatJS, i18next) can fill this object.

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
  /** The file picker's button. */
  chooseFile: string;
  /** The file picker before a file is chosen. */
  noFileChosen: string;
  /** The file picker's Remove, unless the caller names it. */
  removeFile: string;
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
  /** A report another server sent: `Reported from mastodon.example`. */
  reportedFrom: (server: string) => string;
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
