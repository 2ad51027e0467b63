/**
 * Every user-facing text the stores produce, in one place. Each group names the section
 * of docs/product.md that lists its texts; change both together. Texts marked "ours" are
 * shown where the product otherwise shows nothing, and may be reworded freely.
 */

import { PASSWORD_MIN_LENGTH } from '@flick/api-types';

/** A value of a text built with values: words as they are, numbers shown through Intl. */
export type TextValues = Record<string, string | number>;

/**
 * A text the stores build with values. Called, it answers the English the stores show (and
 * their tests read); `template` is the same text in ICU MessageFormat, the catalogs' source
 * (id `stores.<group>.<key>`, like the plain texts), which the app fills with the values of
 * the English it shows (`builtTextOf`), in the language shown.
 */
export interface ValueText<A extends unknown[]> {
  (...args: A): string;
  readonly template: string;
}

/** What a built text was made of: its value text and the values its template takes. */
export interface BuiltText {
  text: ValueText<never[]>;
  values: TextValues;
}

/** Texts built by calls (a download's progress): the latest few are enough to show them. */
const RECENT_BUILT = 100;
const recentBuilt = new Map<string, BuiltText>();
/** Texts built once, when this module loads (`passwordHint`): kept for good. */
const keptBuilt = new Map<string, BuiltText>();

/** A text built with values: its English by a call, its ICU `template` for the catalogs. */
export function valueText<A extends unknown[]>(
  template: string,
  build: (...args: A) => { english: string; values: TextValues },
): ValueText<A> {
  const text = Object.assign(
    (...args: A): string => {
      const { english, values } = build(...args);
      recentBuilt.delete(english);
      recentBuilt.set(english, { text: text as unknown as ValueText<never[]>, values });
      if (recentBuilt.size > RECENT_BUILT) {
        const [oldest] = recentBuilt.keys();
        if (oldest !== undefined) recentBuilt.delete(oldest);
      }
      return english;
    },
    { template },
  );
  return text;
}

/** A text with values known when this module loads, built once and kept. */
function builtOnce<A extends unknown[]>(text: ValueText<A>, ...args: A): string {
  const english = text(...args);
  const built = recentBuilt.get(english);
  if (built) keptBuilt.set(english, built);
  return english;
}

/**
 * What a text the stores built with values was made of, so a page can show it in its own
 * language (apps/web's storeText); undefined for any other text.
 */
export function builtTextOf(english: string): BuiltText | undefined {
  return keptBuilt.get(english) ?? recentBuilt.get(english);
}

/** Upload dialog (docs/product.md#upload-dialog, docs/product.md#upload-rules). */
export const uploadMessages = {
  noFile: 'No file selected.',
  notVideo: 'Only video files are allowed.',
  tooLong: 'Video duration must be less than 1 minute.',
  thumbnailFailed: 'Failed to upload thumbnail.',
  videoFailed: 'Failed to upload video.',
  thumbnailBadAnswer: 'Thumbnail upload failed or invalid response format.',
  videoBadAnswer: 'Video upload failed or invalid response format.',
  shareFailed: 'Failed to share video.',
  success: 'Video uploaded successfully!',
  uploading: 'Uploading...',
  successTitle: 'Success!',
  successText: 'Your video has been shared.',
  /** ours: the browser could not read the file's duration or a frame. */
  unreadable: 'This video could not be read.',
  /** ours: the dialog was closed while uploading; nothing was shared. */
  cancelled: 'Upload cancelled.',
  /** ours (log only): removing a cancelled upload's stored file failed; the server sweeps it later. */
  discardFailed: 'Could not remove a cancelled upload.',
  /** ours: the video is shared but its captions were refused or not sent (docs/product.md#captions). */
  captionsNotSaved: 'Your video was shared, but its captions could not be saved.',
} as const;

/** Followers list (docs/product.md#follower-and-following-lists). */
export const followersMessages = {
  noToken: 'Authentication token not found.',
  fetchFailed: 'Failed to fetch followers',
  followFailed: 'Failed to follow/unfollow',
  fallback: 'Something went wrong.',
} as const;

/** Following list (docs/product.md#follower-and-following-lists). */
export const followingsMessages = {
  noToken: 'User is not authenticated.',
  fetchFailed: 'Failed to fetch following users.',
  followFailed: 'Failed to perform follow/unfollow action.',
  fallback: 'Something went wrong',
} as const;

/** Notifications (docs/product.md#notifications). */
export const notificationMessages = {
  fetchFailed: 'Error fetching notifications',
  permissionFailed: 'Error requesting notification permission',
} as const;

/** Profile screen (docs/product.md#profile). */
export const profileMessages = {
  fetchFailed: 'Error fetching profile',
  /** ours: the private-account switch and follow requests (docs/product.md#private-accounts). */
  madePrivate: 'Your account is private.',
  madePublic: 'Your account is public.',
  federationOn: 'People on other servers can follow you.',
  federationOff: 'People on other servers can no longer find or follow you.',
  privacyFailed: 'Could not change who sees your account.',
  requestsFailed: 'Could not load follow requests.',
  requestApproved: 'Follow request approved.',
  requestDeclined: 'Follow request declined.',
  requestFailed: 'Could not answer the follow request.',
  videosFailed: 'Error fetching videos',
  duetsFailed: 'Error fetching duet videos',
  followFailed: 'Error following/unfollowing user',
  /** ours: block and unblock (docs/product.md#block). */
  blockFailed: 'Error blocking user',
  unblockFailed: 'Error unblocking user',
  /** ours: the settings' blocked accounts list. */
  blockedFailed: 'Error fetching blocked accounts',
  unblocked: 'User unblocked.',
  /** ours: the settings edit form (docs/product.md#settings). */
  updated: 'Profile updated successfully!',
  updateFailed: 'Error updating profile',
  photoUpdated: 'Profile photo updated!',
  photoFailed: 'Error updating profile photo',
  photoRemoved: 'Profile photo removed.',
  /** ours: changing the sign-in email or phone (a code to the new address). */
  addressChangeFailed: 'Error changing your email or phone',
  addressCodeSent: 'We sent you a code.',
  addressChanged: 'Your email or phone number has been changed.',
  addressNeedsPassword: 'Please enter your current password.',
  addressNeedsCurrentCode: 'Please enter the code we sent to your current address.',
  /** ours: removing one of one's own videos (a failed upload). */
  videoRemoved: 'Video removed.',
  removeVideoFailed: 'Error removing video',
} as const;

/**
 * Video actions, feed and viewer (docs/product.md#likes-downloads-and-shares,
 * docs/product.md#comments).
 */
export const videoMessages = {
  fetchComments: 'Error fetching comments',
  submitComment: 'Error submitting comment',
  toggleLike: 'Error toggling like',
  toggleCommentLike: 'Error toggling comment like',
  download: 'Error downloading video',
  /**
   * ours: a download's progress toast (ADR 0100); the percentage (whole, 0–100) once the size
   * is known.
   */
  downloading: valueText(
    '{percent, select, unknown {Downloading {fileName}...} other {Downloading {fileName}... {percent, number, percent}}}',
    (fileName: string, percent: number | null) => ({
      english: `Downloading ${fileName}...${percent === null ? '' : ` ${percent}%`}`,
      values: { fileName, percent: percent === null ? 'unknown' : percent / 100 },
    }),
  ),
  share: 'Error sharing video',
  /** ours: the share link went to the clipboard (no share sheet in this browser). */
  linkCopied: 'Link copied!',
  fetchVideo: 'Error fetching video',
  fetchVideos: 'Error fetching videos',
  /** Logged only: a watch report is never shown (docs/product.md#for-you). */
  reportWatch: 'Error reporting a watch',
  noComments: 'No comments yet. Be the first to comment!',
  /** ours (docs/product.md#deleting-videos-and-comments): the owner's delete confirmation. */
  /** The confirming button of both delete confirmations. */
  deleteConfirm: 'Delete',
  deleteVideoTitle: 'Delete video?',
  deleteVideoDescription: 'This video, its likes and its comments will be deleted for everyone.',
  videoDeleted: 'Video deleted.',
  deleteVideoFailed: 'Error deleting video',
  deleteCommentTitle: 'Delete comment?',
  deleteCommentDescription: 'This comment will be deleted for everyone.',
  commentDeleted: 'Comment deleted.',
  deleteCommentFailed: 'Error deleting comment',
  /** ours: the viewer's note where the composer would be (docs/product.md#who-may-interact). */
  commentsOff: 'Comments are turned off for this video.',
  /** ours: the owner saved an edit (docs/product.md#editing-a-video). */
  edited: 'Video updated.',
  /** ours: an edit failed (server's message first). */
  editFailed: 'Error updating video',
  /** ours: the owner's insights could not be read (docs/product.md#insights). */
  fetchInsights: 'Error fetching insights',
  /** ours: caption suggestions could not be read; logged only, typing goes on. */
  suggestFailed: 'Error reading caption suggestions',
} as const;

/** Search screen (docs/product.md#search). */
export const searchMessages = {
  startTyping: 'Start typing to search for users.',
  noUsers: 'No users found.',
  failed: 'Error performing search. Please try again.',
  followRefused: 'Unable to follow/unfollow. Please try again.',
  followFailed: 'Error performing follow/unfollow action.',
} as const;

/** Explore screen and hashtag pages (docs/product.md#explore, docs/product.md#hashtag-pages). */
export const exploreMessages = {
  searchFailed: 'Error performing search',
  followFailed: 'Error following/unfollowing user',
  videosFailed: 'Error fetching videos',
  /** ours: a hashtag page with no videos at all. */
  noTagVideos: 'No videos with this hashtag yet.',
  /** ours: the tag has videos (its count), but none this viewer is shown. */
  tagVideosHidden: 'Videos with this hashtag are hidden by your mutes, blocks or keyword filters.',
} as const;

/**
 * OTP screens and the sign-up / reset flows (docs/product.md#otp-screens, docs/product.md#sign-up,
 * docs/product.md#password-reset).
 */
export const otpMessages = {
  verified: 'OTP verified successfully!',
  verifyFailed: 'OTP verification failed',
  invalid: 'Invalid OTP',
  unexpected: 'Unexpected error occurred',
  resent: 'OTP resent successfully!',
  resendFailed: 'Failed to resend OTP',
  resendNoAnswer: 'OTP resend failed',
  needSixDigits: 'Please enter a valid 6-digit OTP.',
} as const;

/** ours: reports and the admins' queue (docs/product.md#reports-and-moderation). */
export const moderationMessages = {
  reported: 'Thanks for your report. Our team will review it.',
  reportFailed: 'Error sending report',
  chooseReason: 'Please choose a reason.',
  detailsNeeded: 'Please tell us what is wrong.',
  detailsTooLong: 'Please keep it under 500 characters.',
  queueFailed: 'Error fetching reports',
  actionFailed: 'Error updating report',
  hidden: 'Hidden.',
  unhidden: 'Visible again.',
  dismissed: 'Report dismissed.',
  muted: 'User muted.',
  unmuted: 'User unmuted.',
  muteFailed: 'Error muting user',
  unmuteFailed: 'Error unmuting user',
  mutedFailed: 'Error fetching muted accounts',
  keywordsFailed: 'Error fetching filtered keywords',
  keywordsSaveFailed: 'Error saving filtered keywords',
} as const;

/** Session (docs/product.md#logout-dialog, docs/product.md#sessions). */
export const sessionMessages = {
  loggedOut: 'Logged out successfully!',
  /** ours: fallback when a sign-in, sign-up or password call fails without a message. */
  failed: 'Something went wrong. Please try again.',
  /** ours: a later sign-up or reset step opened without a verified OTP. */
  noTicket: 'Please verify your OTP first.',
  passwordChanged: 'Password changed successfully!',
  passwordReset: 'Password reset successfully!',
  /** ours: any call answered 401 with the stored token (expired, revoked, password reset). */
  ended: 'Your session has ended. Please log in again.',
  /** ours: the account was deleted (docs/product.md#account-deletion). */
  accountDeleted: 'Your account has been deleted.',
  /** ours: the deletion failed without a message from the server. */
  deleteFailed: 'Your account could not be deleted. Please try again.',
  /** ours: the confirmation field of a new password differs from the password. */
  passwordsDiffer: 'The passwords do not match.',
  /** The hint under a new-password field (the contract's shortest password). */
  passwordHint: builtOnce(
    valueText('At least {count} characters.', (count: number) => ({
      english: `At least ${count} characters.`,
      values: { count },
    })),
    PASSWORD_MIN_LENGTH,
  ),
} as const;

/** ours: why a video is in "For you", the sheet's lines (docs/product.md#for-you). */
export const feedMessages = {
  youFollow: valueText('You follow @{userName}', (userName: string) => ({
    english: `You follow @${userName}`,
    values: { userName },
  })),
  likedBy: valueText(
    '{count, plural, one {Liked by # person} other {Liked by # people}}',
    (count: number) => ({
      english: `Liked by ${count} ${count === 1 ? 'person' : 'people'}`,
      values: { count },
    }),
  ),
  mostWatched: 'Most viewers watched to the end',
  isNew: 'New',
  recommended: 'Recommended for you',
} as const;

/**
 * Every group of the stores' texts by its name: the catalogs' ids are
 * `stores.<name>.<key>` (apps/web's extractor reads this record, its storeText finds a
 * shown text's id in it). A new group is added here, in the file's order (the catalogs list
 * texts of equal English in this order).
 */
export const storeMessageGroups = {
  upload: uploadMessages,
  followers: followersMessages,
  followings: followingsMessages,
  notification: notificationMessages,
  profile: profileMessages,
  video: videoMessages,
  search: searchMessages,
  explore: exploreMessages,
  otp: otpMessages,
  moderation: moderationMessages,
  session: sessionMessages,
  feed: feedMessages,
} as const;
