/**
 * Addresses of the app that the server hands out (share links, Open Graph, oEmbed) and the web
 * app routes: one home for both.
 */

/** The public watch page of a video: anyone may open it; signed in, it hands over to the app's player. */
export const watchPath = (videoId: string): string => `/watch/${videoId}`;
