// English, the words of the first screen: the primitives, the feed, its player and actions, the
// navigation (ADR 0135). One module per area, so each screen's chunk carries only its own words.
import type { CountMessage, DesignSystemMessages } from '../messages';

/** English counts: the number, then the singular for exactly one, else the plural. */
export const plural =
  (one: string, other: string): CountMessage =>
  (count, formatted) =>
    `${formatted} ${count === 1 ? one : other}`;

export const coreTexts = {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  back: 'Back',
  report: 'Report',
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

  follow: 'Follow',
  following: 'Following',
  requested: 'Requested',

  brandHome: 'Flick home',
  brand: 'Flick',
  logout: 'Logout',

  uploadVideo: 'Upload Video',
} satisfies Partial<DesignSystemMessages>;
