/** The watch page's words (docs/product.md#watch-page), one home for the page and its tests. */
export const WATCH_TEXTS = {
  logIn: 'Log in',
  signUp: 'Sign up',
  ctaTitle: 'Join Flick to like, comment and follow',
  ctaText: (userName: string) =>
    `Sign up or log in to see more from @${userName}, like this video and join the conversation.`,
  unavailableTitle: 'This video is not available.',
  unavailableText: 'It may be private, or it may have been removed.',
  goHome: 'Go to Flick',
  /** The viewer's text for a failed read (docs/product.md#video-viewer). */
  failed: 'Error fetching video',
  retry: 'Retry',
  countsLabel: 'Counts',
  loading: 'Loading video',
} as const;
