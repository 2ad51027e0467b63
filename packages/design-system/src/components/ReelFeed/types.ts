import type { ReactNode, Ref } from 'react';
import type { ReelCaptions, ReelPlayerHandle } from '../ReelPlayer';

/** One video of the feed. */
export interface ReelFeedItem {
  id: string;
  /** Playback address (`iosUrl`). */
  src: string;
  poster?: string;
  /** How its video and poster are fetched: see ReelPlayer's `cors`. */
  cors?: 'anonymous' | 'none';
  /** Accessible description, e.g. `Video by ada`. */
  label: string;
  /**
   * An existing `<video>` of this item to adopt instead of creating one (one started before
   * the app ran): see ReelPlayer's `videoElement`.
   */
  videoElement?: HTMLVideoElement;
  /** Where the video starts, in seconds (a restored place): see ReelPlayer's `startTime`. */
  startTime?: number | undefined;
  /** The video's captions, when it has some (docs/product.md#captions). */
  captions?: ReelCaptions;
}

export interface ReelFeedProps<T extends ReelFeedItem = ReelFeedItem> {
  items: readonly T[];
  /** Controlled current index. */
  index?: number;
  /** Initial index when uncontrolled. Defaults to 0. */
  defaultIndex?: number;
  /** Called when another video becomes the current one (scroll, swipe or keys). */
  onIndexChange?: (change: { index: number }) => void;
  /** Called when the current video is one of the last two: load the next page. */
  onEndReached?: () => void;
  /** A next page is loading: spinner after the last video. */
  loading?: boolean;
  /** Sound state shared by every video of the feed. Defaults to muted. */
  muted?: boolean;
  onMutedChange?: (change: { muted: boolean }) => void;
  /** Captions shown or not, shared by every video of the feed (controlled). */
  captionsOn?: boolean;
  /** Called when the user presses a video's CC button. */
  onCaptionsChange?: (change: { captionsOn: boolean }) => void;
  /**
   * Whether a video starts playing by itself when it becomes the current one. Defaults to
   * true, except when the user prefers reduced motion: then the feed waits for a tap.
   */
  autoplay?: boolean;
  /**
   * Controlled play intent of the current video. The feed reports every change through
   * `onPlayingChange`: a tap on the video, and a reset to `autoplay` when another video
   * becomes current by scroll, swipe or keys (a parent that moves `index` itself resets it).
   */
  playing?: boolean;
  /** Called when the current video's play intent changes (tap, or a move to another video). */
  onPlayingChange?: (change: { playing: boolean }) => void;
  /** Called on a double tap on a video (an app likes it); see ReelPlayer's `onDoubleTap`. */
  onDoubleTap?: (context: { item: T; index: number }) => void;
  /**
   * Called on the current video's time updates (ReelPlayer's `onTimeUpdate`), e.g. to
   * measure how much of it was watched.
   */
  onTimeUpdate?: (context: {
    item: T;
    index: number;
    currentTime: number;
    duration: number;
  }) => void;
  /** The current video's player (`toggleFullscreen()`), for keyboard shortcuts. */
  playerRef?: Ref<ReelPlayerHandle>;
  /** Draws over each video: owner, caption, ReelActions. */
  renderOverlay?: (context: { item: T; index: number; active: boolean }) => ReactNode;
  /** Shown when there are no items and nothing is loading. */
  empty?: ReactNode;
  /** Accessible name of the feed. Defaults to `Videos`. */
  label?: string;
  className?: string;
}
