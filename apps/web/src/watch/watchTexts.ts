import { msg } from '@lingui/core/macro';

/**
 * The watch page's words (docs/product.md#watch-page), translated where shown (the `screens`
 * catalog, which comes with the page).
 */
export const WATCH_TEXTS = {
  logIn: msg`Log in`,
  signUp: msg`Sign up`,
  ctaTitle: msg`Join Flick to like, comment and follow`,
  ctaText: (userName: string) =>
    msg`Sign up or log in to see more from @${userName}, like this video and join the conversation.`,
  unavailableTitle: msg`This video is not available.`,
  unavailableText: msg`It may be private, or it may have been removed.`,
  goHome: msg`Go to Flick`,
  /** The viewer's text for a failed read (docs/product.md#video-viewer). */
  failed: msg`Error fetching video`,
  retry: msg`Retry`,
  countsLabel: msg`Counts`,
  loading: msg`Loading video`,
  videoBy: (userName: string) => msg`Video by @${userName}`,
} as const;
