import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n/MessagesProvider';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { isTypingTarget, shortcutKey } from '../keys';
import { useControlled } from '../useControlled';
import { savesData } from './dataSaver';
import { FeedItem } from './FeedItem';
import * as styles from './ReelFeed.css';
import { useActiveIndex } from './useActiveIndex';
import { useReducedMotion } from './useReducedMotion';
import { useScrollToCurrent } from './useScrollToCurrent';
import { useTouchPeek } from './useTouchPeek';
import { useWheelSwipe } from './useWheelSwipe';

export { WHEEL_QUIET_MS } from './useWheelSwipe';

import type { ReelFeedItem, ReelFeedProps } from './types';

export type { ReelFeedItem, ReelFeedProps } from './types';

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

/**
 * A vertical, snap-scrolling feed with one video per screen. The video most on screen is
 * the current one and the only one playing; the next and previous ones are preloaded. ArrowDown/J and
 * ArrowUp/K move between videos, as does swiping (native scroll snapping) and a wheel or
 * trackpad gesture (one video per gesture, `WHEEL_QUIET_MS`). The current video is announced
 * through a polite live region.
 *
 * Its parts: `useActiveIndex` (which video is current, and the moves), `useTouchPeek`,
 * `useWheelSwipe`, `useScrollToCurrent`, and `FeedItem` for each video.
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
  label,
  className,
}: ReelFeedProps<T>) {
  const feedRef = useRef<HTMLDivElement>(null);
  const t = useTexts();
  const itemRefs = useRef(new Map<number, HTMLElement>());
  const [shownIndex, setIndex] = useControlled(index, defaultIndex);
  const [isMuted, setMuted] = useControlled(muted, true);
  const current = Math.min(shownIndex, Math.max(0, items.length - 1));
  const reducedMotion = useReducedMotion();
  const autoplays = autoplay ?? !reducedMotion;
  // Uncontrolled play intent belongs to one video: another current video starts from
  // `autoplay` again, in the same render (no flash of playback before a reset).
  const [intentState, setIntentState] = useState<{ id: string; playing: boolean } | null>(null);
  const currentId = items[current]?.id;
  // Neighbours wait (`preload="metadata"`, sparing bandwidth) for the current one's first frame,
  // then load their first seconds, unless the reader saves data or the connection is slow.
  const [readyId, setReadyId] = useState<string | null>(null);
  const currentReady = currentId !== undefined && readyId === currentId;
  const wantsToPlay =
    playing ?? (intentState && intentState.id === currentId ? intentState.playing : autoplays);

  // While the feed scrolls to a video chosen by key or by the `index` prop, the videos it
  // passes must not become current: only arriving at the target ends the guard.
  const scrollTarget = useRef<number | null>(null);
  const peek = useTouchPeek({ feedRef, itemRefs, current, autoplays, scrollTarget });
  // A move by key, wheel or button scrolls at once (useScrollToCurrent's `scrollTo`, set below).
  const scrollNow = useRef<(position: number) => void>(() => {});
  const { stepBy, snapping } = useActiveIndex({
    feedRef,
    itemRefs,
    current,
    count: items.length,
    autoplays,
    scrollTarget,
    scrollTo: (position) => scrollNow.current(position),
    peek,
    commit: (next) => {
      setIndex(next);
      onIndexChange?.({ index: next });
      // The next video starts from `autoplay`; batched with the index change above.
      if (playing !== undefined && playing !== autoplays) {
        onPlayingChange?.({ playing: autoplays });
      }
    },
  });
  useWheelSwipe(feedRef, stepBy);

  useEffect(() => {
    if (items.length > 0 && current >= items.length - 2) onEndReached?.();
  }, [current, items.length, onEndReached]);

  const { scrollTo } = useScrollToCurrent({
    feedRef,
    itemRefs,
    current,
    reducedMotion,
    scrollTarget,
    snapping,
  });
  scrollNow.current = scrollTo;

  const register = useCallback((position: number, element: HTMLElement | null) => {
    if (element) itemRefs.current.set(position, element);
    else itemRefs.current.delete(position);
  }, []);

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
        {currentItem ? t.feedPosition(current + 1, items.length, currentItem.label) : ''}
      </VisuallyHidden>
      <div
        ref={feedRef}
        role="feed"
        aria-label={label ?? t.videos}
        aria-busy={loading}
        // The feed takes keyboard focus so arrow keys and J/K work without a pointer.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be focusable
        tabIndex={0}
        className={styles.feed}
        onKeyDown={onKeyDown}
      >
        {items.map((item, position) => (
          <FeedItem
            key={item.id}
            item={item}
            position={position}
            current={current}
            setSize={loading ? -1 : items.length}
            register={register}
            neighboursLoad={currentReady && !lightData}
            wantsToPlay={wantsToPlay}
            autoplays={autoplays}
            muted={isMuted}
            onMutedChange={(change) => {
              setMuted(change.muted);
              onMutedChange?.(change);
            }}
            onPlayingChange={(of, change) => {
              if (playing === undefined) setIntentState({ id: of.id, ...change });
              onPlayingChange?.(change);
            }}
            onFirstFrame={(of) => setReadyId(of.id)}
            feed={{
              captionsOn,
              onCaptionsChange,
              onDoubleTap,
              onTimeUpdate,
              playerRef,
              renderOverlay,
            }}
          />
        ))}
      </div>
      {/* For mouse users on wide screens (hidden elsewhere): the same moves as ↑ and ↓. */}
      <div className={styles.steps}>
        <IconButton
          className={styles.step}
          label={t.previousVideo}
          icon={<ChevronUpIcon size={22} />}
          // aria-disabled, not disabled: a focused button keeps the focus at the end.
          aria-disabled={current <= 0 || undefined}
          onClick={() => stepBy(-1)}
        />
        <IconButton
          className={styles.step}
          label={t.nextVideo}
          icon={<ChevronDownIcon size={22} />}
          aria-disabled={current >= items.length - 1 || undefined}
          onClick={() => stepBy(1)}
        />
      </div>
      {loading ? (
        <div className={styles.footer}>
          <Spinner label={t.loadingMoreVideos} />
        </div>
      ) : null}
    </div>
  );
}
