/**
 * Every user-facing text the stores produce, in one place. Texts marked "spec §8" are the
 * product specification's error catalogue, word for word; the few marked "ours" fill a
 * gap the specification leaves ("not shown") and may be reworded freely.
 */

/** Upload dialog (spec §2 "Upload dialog", §5 "Upload file", §8 "Upload"). */
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
} as const;

/** Followers list (spec §8 "Followers and followings"). */
export const followersMessages = {
  noToken: 'Authentication token not found.',
  fetchFailed: 'Failed to fetch followers',
  followFailed: 'Failed to follow/unfollow',
  fallback: 'Something went wrong.',
} as const;

/** Following list (spec §8 "Followers and followings"). */
export const followingsMessages = {
  noToken: 'User is not authenticated.',
  fetchFailed: 'Failed to fetch following users.',
  followFailed: 'Failed to perform follow/unfollow action.',
  fallback: 'Something went wrong',
} as const;

/** Notifications (spec §8). */
export const notificationMessages = {
  fetchFailed: 'Error fetching notifications',
  permissionFailed: 'Error requesting notification permission',
} as const;

/** Profile screen (spec §8 "Profile"). */
export const profileMessages = {
  fetchFailed: 'Error fetching profile',
  videosFailed: 'Error fetching videos',
  duetsFailed: 'Error fetching duet videos',
  followFailed: 'Error following/unfollowing user',
  /** ours: block and unblock (spec §6 shows the option, not the call). */
  blockFailed: 'Error blocking user',
  unblockFailed: 'Error unblocking user',
  /** ours: the settings' blocked accounts list. */
  blockedFailed: 'Error fetching blocked accounts',
  unblocked: 'User unblocked.',
  /** ours: the settings edit form (spec §2 shows a static form). */
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

/** Video actions, feed and viewer (spec §8 "Video actions"). */
export const videoMessages = {
  fetchComments: 'Error fetching comments',
  submitComment: 'Error submitting comment',
  toggleLike: 'Error toggling like',
  toggleCommentLike: 'Error toggling comment like',
  download: 'Error downloading video',
  share: 'Error sharing video',
  fetchVideo: 'Error fetching video',
  fetchVideos: 'Error fetching videos',
  noComments: 'No comments yet. Be the first to comment!',
} as const;

/** Search screen (spec §2 "Search screen", §8 "Search and follow"). */
export const searchMessages = {
  startTyping: 'Start typing to search for users.',
  noUsers: 'No users found.',
  failed: 'Error performing search. Please try again.',
  followRefused: 'Unable to follow/unfollow. Please try again.',
  followFailed: 'Error performing follow/unfollow action.',
} as const;

/** Explore screen and hashtag pages (spec §8 "Search and follow"). */
export const exploreMessages = {
  searchFailed: 'Error performing search',
  followFailed: 'Error following/unfollowing user',
  videosFailed: 'Error fetching videos',
} as const;

/** OTP screens and the sign-up / reset flows (spec §5 "OTP", §8 "OTP"). */
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

/** Session (spec §2 "Logout dialog"); the rest is ours (spec: "not shown"). */
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
} as const;
