// The draft's and the edit sheet's code load with the dialogs that use them: only their
// types are exported (docs/architecture.md#performance).
export type {
  CaptionDraft,
  CaptionDraftValues,
  CaptionSuggestion,
  CaptionToken,
} from './caption/CaptionDraft';
export { CAPTION_MAX_LENGTH, type CaptionPart, captionParts } from './caption/captionText';
export type { StoreContext } from './context';
export { ExploreStore, type ExploreTab } from './explore/ExploreStore';
export { HashtagStore } from './explore/HashtagStore';
export { FeedStore } from './feed/FeedStore';
export { type FeedTab, FeedTabsStore, whyReasons } from './feed/FeedTabsStore';
export { nextPageQuery, PAGE_SIZE } from './feed/paging';
export type { AuthorFollowStore } from './follows/AuthorFollowStore';
export {
  FollowersStore,
  FollowingsStore,
  FollowListStore,
  type FollowLists,
  type FollowListTexts,
  NewFollowersStore,
  NewFollowingStore,
} from './follows/FollowListStore';
export { FollowRequestsStore, type RemoteFollowRequest } from './follows/FollowRequestsStore';
export type { FollowState } from './follows/followState';
export {
  type FollowChange,
  FollowToggle,
  followOutcome,
  followStateOf,
} from './follows/followToggle';
export {
  exploreGridSteps,
  type GridStep,
  type GridViewerSteps,
  hashtagGridSteps,
  profileGridSteps,
} from './grid/gridSteps';
export type { InsightsStore } from './insights/InsightsStore';
export {
  type BuiltText,
  builtTextOf,
  exploreMessages,
  feedMessages,
  followersMessages,
  followingsMessages,
  moderationMessages,
  notificationMessages,
  otpMessages,
  profileMessages,
  searchMessages,
  sessionMessages,
  storeMessageGroups,
  type TextValues,
  uploadMessages,
  type ValueText,
  videoMessages,
} from './messages';
export {
  type FailedDelivery,
  FederationAdminStore,
  federationAdminMessages,
  type RemoteServer,
  type ServerPolicy,
} from './moderation/FederationAdminStore';
export { KEYWORD_MAX_LENGTH, KeywordFilterStore } from './moderation/KeywordFilterStore';
export { ModerationStore, type ReportQueueStatus } from './moderation/ModerationStore';
export { MutedUsersStore } from './moderation/MutedUsersStore';
export { REPORT_DETAILS_MAX, ReportStore, type ReportTarget } from './moderation/ReportStore';
export {
  isOwnVideoNotice,
  NotificationsStore,
} from './notifications/NotificationsStore';
export {
  createSseNotificationStream,
  readSseEvents,
  type SseEvent,
  type SseNotificationStreamOptions,
} from './notifications/sseNotificationStream';
export { PlaceStore } from './place/PlaceStore';
export {
  type FeedName,
  type FeedPlace,
  type PagePlace,
  placeIndex,
  placeNeedsMore,
} from './place/places';
export {
  type ClockPort,
  consoleLogger,
  createMemoryStorage,
  type DownloadPort,
  globalClock,
  type LoggerPort,
  type MediaPort,
  type NavigatePort,
  type NotificationStreamPort,
  type NotifyPort,
  type PushPort,
  type ResumablePort,
  type StoragePort,
  type StorePorts,
  type UploadFileAnswer,
  type UploadFilePort,
  type UploadFileRequest,
} from './ports';
export { BlockedUsersStore } from './profile/BlockedUsersStore';
export {
  changedProfileFields,
  type OwnProfileChanges,
  type OwnProfileForm,
  OwnProfileStore,
} from './profile/OwnProfileStore';
export { PROCESSING_REFRESH, ProfileStore, type ProfileTab } from './profile/ProfileStore';
export { createRootStore, DEFAULT_MEDIA_BASE, RootStore } from './RootStore';
export { SavedStore, savedMessages } from './saved/SavedStore';
export {
  looksLikeRemoteAccount,
  type RemoteAccount,
  RemoteAccountStore,
  remoteAccountMessages,
} from './search/RemoteAccountStore';
export { SearchStore } from './search/SearchStore';
export {
  type AddressedSearch,
  addressWithSearch,
  SEARCH_PARAM,
  searchInAddress,
} from './search/searchAddress';
export { SEARCH_DEBOUNCE_MS } from './search/searchDebounce';
export {
  confirmPasswordError,
  isOtpCode,
  isPasswordLengthValid,
  OTP_LENGTH,
  passwordHint,
} from './session/passwordRules';
export {
  type OtpFlow,
  type OtpMethod,
  SessionStore,
  SIGNUP_ERROR_MS,
  storageKeys,
  ticketKey,
} from './session/SessionStore';
export { type SignInProvider, signInProviders } from './session/signInProviders';
export { SuggestionsStore, suggestionMessages } from './suggestions/SuggestionsStore';
export { captionsRefusalMessages } from './upload/captionsRefusal';
export { createFetchResumableTransport } from './upload/fetchResumable';
export {
  createFetchUploadFile,
  createXhrUploadFile,
  type UploadProgressEvent,
  type XhrLike,
} from './upload/fetchUploadFile';
export type { PublishChoice, PublishMode } from './upload/PublishChoice';
export {
  MAX_DURATION_SECONDS,
  SUCCESS_CLOSE_MS,
  THUMBNAIL_AT_SECONDS,
  THUMBNAIL_QUALITY,
  thumbnailTime,
  type UploadPhase,
  UploadStore,
  type VideoFile,
  withoutExtension,
} from './upload/UploadStore';
export { UserCache, type UserFields, UserModel } from './users/UserCache';
export { CommentCache, CommentItem, decodeComment } from './video/CommentCache';
export {
  COMMENT_LIKE,
  COMMENT_UNLIKE,
  CommentsStore,
} from './video/CommentsStore';
export type { LikeState, LikeToggle } from './video/likeToggle';
export { VideoCache } from './video/VideoCache';
export type { VideoEditStore } from './video/VideoEditStore';
export {
  DOWNLOAD_FILE_NAME,
  VIDEO_LIKE,
  VIDEO_UNLIKE,
  VIEWER_REPORTING,
  VideoModel,
  type VideoReporting,
} from './video/VideoModel';
export { VideoViewerStore } from './video/VideoViewerStore';
export { canEditVideo } from './video/videoOwner';
export { END_SHARE, WatchReporter } from './watch/WatchReporter';
