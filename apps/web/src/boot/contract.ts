/**
 * What the /reels boot script (`reelsBoot.ts`, inlined in /reels's head by the server)
 * leaves for the app on `window.__flickReelsBoot`: the first feed page's request, started
 * before the app's scripts ran, and the first video, already on screen and playing
 * (docs/product.md#feed). Shared by both sides, so they cannot drift apart.
 */
export interface ReelsBoot {
  /**
   * The feed's first page (`FIRST_FEED_PAGE_URL`), asked with `token` once the first video
   * shows a frame (at once when the page named none).
   */
  url: string;
  token: string;
  feed: Promise<Response>;
  /** Settles when the first video shows a frame, or when it is clear none will come. */
  shown: Promise<void>;
  /** The first video; inside `frame`, a fixed layer over the page. */
  video: HTMLVideoElement | null;
  frame: HTMLElement | null;
  /** Set by the app: the boot script must not show a video any more. */
  done: boolean;
}

/**
 * The data attributes the server writes on the inlined boot script (apps/server
 * `src/http/routePreloads.ts`), as `dataset` names.
 */
export interface ReelsBootData {
  /** The app's entry script, left out of the page: the boot starts it. */
  entry?: string;
  /** The route's chunks and the entry's imports, space-separated: preloaded with the entry. */
  modules?: string;
  /** The app's stylesheets, space-separated: applied before the entry runs. */
  styles?: string;
  /** The feed's first video (`iosUrl`) and poster when the page was sent, if any. */
  leadVideo?: string;
  leadPoster?: string;
}

declare global {
  interface Window {
    __flickReelsBoot?: ReelsBoot;
  }
}
