import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { mediaQueries } from '../../tokens/breakpoints';
import { prefersReducedMotion } from '../../tokens/motion';
import { isTypingTarget, shortcutKey } from '../keys';
import { type ReelCaptions, ReelPlayer, type ReelPlayerHandle } from '../ReelPlayer';
import { savesData } from './dataSaver';
import * as styles from './ReelFeed.css';

/**
 * The keys that move the feed while it has focus (single letters in either case). An app's
 * own keyboard map reads these, so the feed and the page agree on them.
 */
export const FEED_KEYS = { next: ['ArrowDown', 'j'], previous: ['ArrowUp', 'k'] } as const;

/** Which way `key` moves the feed: 1 (next), -1 (previous) or 0 (not a feed key). */
export function feedStepOf(key: string): 1 | -1 | 0 {
  const normalized = shortcutKey(key);
  if ((FEED_KEYS.next as readonly string[]).includes(normalized)) return 1;
  if ((FEED_KEYS.previous as readonly string[]).includes(normalized)) return -1;
  return 0;
}

/** One video of the feed. */
export interface ReelFeedItem {
  id: string;
  /** Playback address (`iosUrl`). */
  src: string;
  poster?: string;
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

/** Share of a video that must be on screen for it to count as the current one. */
const VISIBLE_RATIO = 0.6;
/**
 * Share of a screen a finger must drag the feed towards a neighbour before that one starts
 * playing (muted), under the finger: docs/product.md#feed.
 */
const PEEK_RATIO = 0.05;
/**
 * A wheel gesture ends when neither the wheel nor the feed has moved for this long
 * (docs/product.md#feed, ADR 0082): a mouse wheel's notches and a trackpad's inertia come
 * closer together than this, so one gesture, however long, moves one video.
 */
export const WHEEL_QUIET_MS = 300;
/** How far (in pixels) a wheel gesture must go before it moves the feed: not a brush. */
const WHEEL_MIN_DELTA = 24;

const subscribeReducedMotion = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(mediaQueries.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * A vertical, snap-scrolling feed with one video per screen. The video most on screen is
 * the current one and the only one playing; the next and previous ones are preloaded. ArrowDown/J and
 * ArrowUp/K move between videos, as does swiping (native scroll snapping) and a wheel or
 * trackpad gesture (one video per gesture, `WHEEL_QUIET_MS`). The current video is announced
 * through a polite live region.
 */
export function ReelFeed<T extends ReelFeedItem>({
  items,
  index,
  defaultIndex = 0,
  onIndexChange,
  onEndReached,
  loading = false,
  muted,
  onMutedChange,
  captionsOn,
  onCaptionsChange,
  autoplay,
  playing,
  onPlayingChange,
  onDoubleTap,
  onTimeUpdate,
  playerRef,
  renderOverlay,
  empty,
  label = 'Videos',
  className,
}: ReelFeedProps<T>) {
  const feedRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef(new Map<number, HTMLElement>());
  const [indexState, setIndexState] = useState(defaultIndex);
  const [mutedState, setMutedState] = useState(true);
  const current = Math.min(index ?? indexState, Math.max(0, items.length - 1));
  const isMuted = muted ?? mutedState;
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const autoplays = autoplay ?? !reducedMotion;
  // Uncontrolled play intent belongs to one video: another current video starts from
  // `autoplay` again, in the same render (no flash of playback before a reset).
  const [intentState, setIntentState] = useState<{ id: string; playing: boolean } | null>(null);
  const currentId = items[current]?.id;
  // The next and previous videos wait with `preload="metadata"` until the current one shows
  // its first frame, so they do not compete for bandwidth at the start; then they load their
  // first seconds (and first frame), unless the reader saves data or the connection is slow.
  const [readyId, setReadyId] = useState<string | null>(null);
  const currentReady = currentId !== undefined && readyId === currentId;
  const wantsToPlay =
    playing ?? (intentState && intentState.id === currentId ? intentState.playing : autoplays);

  /** The neighbour a finger is dragging into view, started before the swipe ends. */
  const peeked = useRef<HTMLVideoElement | null>(null);
  /** The touch under way has made another video current: its snap owns the rest. */
  const movedThisTouch = useRef(false);
  const videoAt = useCallback(
    (position: number) => itemRefs.current.get(position)?.querySelector('video') ?? null,
    [],
  );
  /** A neighbour started by a drag that did not become current stops, back at its start. */
  const unpeek = useCallback((keep: HTMLVideoElement | null) => {
    const video = peeked.current;
    peeked.current = null;
    if (!video || video === keep) return;
    video.pause();
    video.currentTime = 0;
  }, []);

  /**
   * The video the latest move chose: `current` once rendered, ahead of it while that move's
   * render (a transition) is pending, so a second move in that time goes on from there.
   */
  const chosen = useRef(current);
  useLayoutEffect(() => {
    chosen.current = current;
  }, [current]);

  /**
   * Makes `next` the current video; answers false (and does nothing) when it is already the
   * chosen one or out of range.
   */
  const select = useCallback(
    (next: number): boolean => {
      const from = chosen.current;
      if (next === from || next < 0 || next >= items.length) return false;
      chosen.current = next;
      movedThisTouch.current = true;
      unpeek(videoAt(next));
      // The next video starts now, in this input's task, not after the feed re-renders: its
      // element is there already (a neighbour, preloaded) and is made current just below.
      if (autoplays) {
        videoAt(from)?.pause();
        videoAt(next)
          ?.play()
          ?.catch(() => {});
      }
      // The feed's (and its owner's) render of the move is a transition: it yields to the
      // browser, so the video started above gets its first frames on screen while React
      // renders, instead of after (ADR 0066).
      startTransition(() => {
        if (index === undefined) setIndexState(next);
        onIndexChange?.({ index: next });
        // The next video starts from `autoplay`; batched with the index change above.
        if (playing !== undefined && playing !== autoplays) {
          onPlayingChange?.({ playing: autoplays });
        }
      });
      return true;
    },
    [index, items.length, onIndexChange, playing, autoplays, onPlayingChange, unpeek, videoAt],
  );

  // While the feed scrolls to a video chosen by key or by the `index` prop, the videos it
  // passes must not become current: only arriving at the target ends the guard.
  const scrollTarget = useRef<number | null>(null);

  // The observer outlives index changes; it reads the latest `select` through a ref so a
  // re-created observer cannot report the previous video mid-scroll.
  const selectRef = useRef(select);
  selectRef.current = select;

  /**
   * Moves `step` videos on from the chosen one: a key press or a wheel gesture. A move while
   * the feed still scrolls to the previous one's video steps on from that video (its render
   * may be pending), and guards the scroll from then on: the videos it passes on the way, the
   * previous move's one included, do not become current.
   */
  const stepBy = useCallback((step: number) => {
    const next = chosen.current + step;
    if (selectRef.current(next)) scrollTarget.current = next;
  }, []);

  // The video that is mostly on screen becomes current (scrolling and swiping).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe when items are added
  useEffect(() => {
    const root = feedRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // isIntersecting stays true below the threshold; the ratio says "mostly visible".
          if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO - 0.001) {
            const seen = Number((entry.target as HTMLElement).dataset.index);
            // Arriving at the video the feed scrolls to ends the guard and nothing else: that
            // video is current already, or about to be, and a later key press may have chosen
            // another one since (selecting the target again would undo that press).
            if (scrollTarget.current !== null) {
              if (seen === scrollTarget.current) scrollTarget.current = null;
              continue;
            }
            selectRef.current(seen);
          }
        }
      },
      { root, threshold: VISIBLE_RATIO },
    );
    for (const element of itemRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [items.length]);

  /** The video the browser is snapping to, chosen from its snap event. */
  const snapping = useRef<number | null>(null);

  // A swipe's snap target is known when the finger lifts (`scrollsnapchanging`, before the
  // snap animation): that video becomes current then, so it starts while the feed settles.
  useEffect(() => {
    const root = feedRef.current;
    if (!root) return;
    const onSnapChanging = (event: Event) => {
      const target = (event as Event & { snapTargetBlock?: Element | null }).snapTargetBlock;
      if (!(target instanceof HTMLElement) || target.parentElement !== root) return;
      if (scrollTarget.current !== null) return;
      const seen = Number(target.dataset.index);
      if (!Number.isInteger(seen)) return;
      // The browser is snapping there already: no scroll of the feed's own on top of it.
      snapping.current = seen;
      selectRef.current(seen);
    };
    root.addEventListener('scrollsnapchanging', onSnapChanging);
    return () => root.removeEventListener('scrollsnapchanging', onSnapChanging);
  }, []);

  // A finger dragging the feed towards the next (or previous) video starts that one, muted,
  // as soon as it comes into view: its first new frame then does not wait for the finger to
  // lift and the snap to choose it. A swipe that snaps back stops it at its start.
  const peekState = useRef({ current, autoplays });
  peekState.current = { current, autoplays };
  useEffect(() => {
    const root = feedRef.current;
    if (!root) return;
    let touching = false;
    const onTouchStart = () => {
      touching = true;
      movedThisTouch.current = false;
    };
    const onTouchEnd = (event: TouchEvent) => {
      touching = event.touches.length > 0;
    };
    const onScroll = () => {
      const { current: here, autoplays: starts } = peekState.current;
      if (!touching || !starts || movedThisTouch.current || scrollTarget.current !== null) return;
      const item = itemRefs.current.get(here);
      if (!item) return;
      const offset = root.scrollTop - item.offsetTop;
      const toward =
        Math.abs(offset) < item.offsetHeight * PEEK_RATIO
          ? null
          : videoAt(here + Math.sign(offset));
      if (toward === peeked.current) return;
      unpeek(null);
      // With sound on, two videos would be heard at once: the neighbour waits for the snap.
      if (!toward?.muted || toward.readyState < 2) return;
      peeked.current = toward;
      toward.play()?.catch(() => {});
    };
    const onScrollEnd = () => unpeek(videoAt(peekState.current.current));
    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchend', onTouchEnd, { passive: true });
    root.addEventListener('touchcancel', onTouchEnd, { passive: true });
    root.addEventListener('scroll', onScroll, { passive: true });
    root.addEventListener('scrollend', onScrollEnd);
    return () => {
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('touchcancel', onTouchEnd);
      root.removeEventListener('scroll', onScroll);
      root.removeEventListener('scrollend', onScrollEnd);
    };
  }, [unpeek, videoAt]);

  // A wheel or trackpad gesture moves exactly one video in its direction, like ↓ and ↑
  // (ADR 0082): the browser's own scroll would move a fraction of a screen and snap back.
  // Once a gesture has moved the feed, its further events (more notches, a trackpad's
  // inertia) are ignored until the scroll has finished and the wheel has gone quiet.
  useEffect(() => {
    const root = feedRef.current;
    if (!root) return;
    let locked = false;
    let travelled = 0;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    // Every wheel event, and every scroll step of the move, pushes the end of the gesture on.
    const waitForQuiet = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => {
        locked = false;
        travelled = 0;
      }, WHEEL_QUIET_MS);
    };
    const onWheel = (event: WheelEvent) => {
      // Pinch zoom (ctrl), and sideways moves, are the browser's.
      if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      waitForQuiet();
      if (locked) return;
      const pixels =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE
          ? event.deltaY * 16
          : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
            ? event.deltaY * root.clientHeight
            : event.deltaY;
      // A turn back within the gesture starts its count again.
      travelled = Math.sign(pixels) === Math.sign(travelled) ? travelled + pixels : pixels;
      if (Math.abs(travelled) < WHEEL_MIN_DELTA) return;
      locked = true;
      stepBy(Math.sign(travelled));
    };
    const onScroll = () => {
      if (locked) waitForQuiet();
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(quietTimer);
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('scroll', onScroll);
    };
  }, [stepBy]);

  useEffect(() => {
    if (items.length > 0 && current >= items.length - 2) onEndReached?.();
  }, [current, items.length, onEndReached]);

  /** The feed has been shown at its first current video: later moves scroll there. */
  const placed = useRef(false);

  // A controlled index change (or a key press) scrolls the feed to that video. The first
  // video shown (a feed reopened where it was left) is jumped to, not scrolled through.
  useEffect(() => {
    const element = itemRefs.current.get(current);
    const root = feedRef.current;
    if (!element || !root) return;
    const jump = reducedMotion || !placed.current;
    placed.current = true;
    // Every move consumes the snap mark: one left by a snap back to the video that was
    // current already must not stop a later move to that video from scrolling there.
    const snapped = snapping.current === current;
    snapping.current = null;
    if (snapped) return;
    if (Math.abs(root.scrollTop - element.offsetTop) > 2) {
      scrollTarget.current = current;
      element.scrollIntoView({ block: 'start', behavior: jump ? 'instant' : 'smooth' });
      // The guard ends when the scroll does (`scrollend`), so a user who grabs the feed
      // after that takes over again; the timer covers browsers without the event.
      const release = () => {
        // Unless a key press has chosen another video since.
        if (scrollTarget.current === current) scrollTarget.current = null;
      };
      const timer = setTimeout(release, 3000);
      root.addEventListener('scrollend', release, { once: true });
      return () => {
        clearTimeout(timer);
        root.removeEventListener('scrollend', release);
      };
    }
    // There already (a key press's guard waits for no scroll).
    if (scrollTarget.current === current) scrollTarget.current = null;
  }, [current, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = feedStepOf(event.key);
    if (step === 0) return;
    event.preventDefault();
    stepBy(step);
  };

  if (items.length === 0 && !loading) {
    return <div className={[styles.empty, className].filter(Boolean).join(' ')}>{empty}</div>;
  }

  const currentItem = items[current];
  const lightData = savesData();
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {currentItem ? `Video ${current + 1} of ${items.length}: ${currentItem.label}` : ''}
      </VisuallyHidden>
      <div
        ref={feedRef}
        role="feed"
        aria-label={label}
        aria-busy={loading}
        // The feed takes keyboard focus so arrow keys and J/K work without a pointer.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be focusable
        tabIndex={0}
        className={styles.feed}
        onKeyDown={onKeyDown}
      >
        {items.map((item, position) => {
          const active = position === current;
          // Only videos near the current one get a <video> element; the rest show posters.
          const near = position >= current - 1 && position <= current + 2;
          // Posters further away are not requested until the feed comes near them.
          const posterNear = position >= current - 2 && position <= current + 3;
          return (
            <article
              key={item.id}
              ref={(element) => {
                if (element) itemRefs.current.set(position, element);
                else itemRefs.current.delete(position);
              }}
              data-index={position}
              data-state={active ? 'active' : 'inactive'}
              aria-posinset={position + 1}
              aria-setsize={loading ? -1 : items.length}
              aria-label={item.label}
              className={styles.item}
            >
              <div className={styles.stage}>
                {near ? (
                  <ReelPlayer
                    src={item.src}
                    poster={item.poster}
                    label={item.label}
                    videoElement={item.videoElement}
                    startTime={item.startTime}
                    active={active}
                    // The feed scrolls its current video into view itself: it starts at once,
                    // not when the scroll or snap animation has brought it 60 % on screen.
                    eager={active}
                    // Only the current video may play, so the feed's one intent is its intent.
                    playing={active ? wantsToPlay : autoplays}
                    onPlayingChange={(change) => {
                      if (playing === undefined) setIntentState({ id: item.id, ...change });
                      onPlayingChange?.(change);
                    }}
                    preload={
                      active
                        ? 'auto'
                        : Math.abs(position - current) === 1
                          ? currentReady && !lightData
                            ? 'auto'
                            : 'metadata'
                          : 'none'
                    }
                    posterPriority={active ? 'high' : 'auto'}
                    onFirstFrame={active ? () => setReadyId(item.id) : undefined}
                    onTimeUpdate={
                      active && onTimeUpdate
                        ? (time) => onTimeUpdate({ item, index: position, ...time })
                        : undefined
                    }
                    {...(onDoubleTap
                      ? { onDoubleTap: () => onDoubleTap({ item, index: position }) }
                      : {})}
                    ref={active ? playerRef : undefined}
                    muted={isMuted}
                    onMutedChange={(change) => {
                      if (muted === undefined) setMutedState(change.muted);
                      onMutedChange?.(change);
                    }}
                    captions={item.captions}
                    captionsOn={captionsOn}
                    onCaptionsChange={onCaptionsChange}
                  >
                    {renderOverlay?.({ item, index: position, active })}
                  </ReelPlayer>
                ) : item.poster && posterNear ? (
                  <img
                    className={styles.poster}
                    src={item.poster}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </div>
            </article>
          );
        })}
      </div>
      {/* For mouse users on wide screens (hidden elsewhere): the same moves as ↑ and ↓. */}
      <div className={styles.steps}>
        <IconButton
          className={styles.step}
          label="Previous video"
          icon={<ChevronUpIcon size={22} />}
          // aria-disabled, not disabled: a focused button keeps the focus at the end.
          aria-disabled={current <= 0 || undefined}
          onClick={() => stepBy(-1)}
        />
        <IconButton
          className={styles.step}
          label="Next video"
          icon={<ChevronDownIcon size={22} />}
          aria-disabled={current >= items.length - 1 || undefined}
          onClick={() => stepBy(1)}
        />
      </div>
      {loading ? (
        <div className={styles.footer}>
          <Spinner label="Loading more videos" />
        </div>
      ) : null}
    </div>
  );
}
