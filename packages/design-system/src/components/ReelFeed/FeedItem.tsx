import type { ReelPlayerProps } from '../ReelPlayer';
import { ReelPlayer } from '../ReelPlayer';
import * as styles from './ReelFeed.css';
import type { ReelFeedItem, ReelFeedProps } from './types';

export interface FeedItemProps<T extends ReelFeedItem> {
  item: T;
  position: number;
  /** The feed's current video. */
  current: number;
  /** `aria-setsize`: the number of videos, or -1 while more are loading. */
  setSize: number;
  /** Keeps the feed's map of its items by position. */
  register: (position: number, element: HTMLElement | null) => void;
  /** The neighbours load their first seconds, not only their metadata. */
  neighboursLoad: boolean;
  /** The current video's play intent; the others wait with `autoplays`. */
  wantsToPlay: boolean;
  autoplays: boolean;
  muted: boolean;
  onMutedChange: NonNullable<ReelPlayerProps['onMutedChange']>;
  onPlayingChange: (item: T, change: { playing: boolean }) => void;
  /** The current video's first frame is on screen. */
  onFirstFrame: (item: T) => void;
  feed: Pick<
    ReelFeedProps<T>,
    | 'captionsOn'
    | 'onCaptionsChange'
    | 'onDoubleTap'
    | 'onTimeUpdate'
    | 'playerRef'
    | 'renderOverlay'
  >;
}

/**
 * One video of the feed, one screen tall: a player when it is near the current one (the
 * previous one and the next two), its poster a little further away, nothing beyond. The
 * current video loads in full and its poster comes first; its neighbours load their first
 * seconds once `neighboursLoad`, the others nothing.
 */
export function FeedItem<T extends ReelFeedItem>({
  item,
  position,
  current,
  setSize,
  register,
  neighboursLoad,
  wantsToPlay,
  autoplays,
  muted,
  onMutedChange,
  onPlayingChange,
  onFirstFrame,
  feed: { captionsOn, onCaptionsChange, onDoubleTap, onTimeUpdate, playerRef, renderOverlay },
}: FeedItemProps<T>) {
  const active = position === current;
  // Only videos near the current one get a <video> element; the rest show posters.
  const near = position >= current - 1 && position <= current + 2;
  // Posters further away are not requested until the feed comes near them.
  const posterNear = position >= current - 2 && position <= current + 3;
  return (
    <article
      ref={(element) => register(position, element)}
      data-index={position}
      data-state={active ? 'active' : 'inactive'}
      aria-posinset={position + 1}
      aria-setsize={setSize}
      aria-label={item.label}
      className={styles.item}
    >
      <div className={styles.stage}>
        {near ? (
          <ReelPlayer
            src={item.src}
            poster={item.poster}
            {...(item.cors ? { cors: item.cors } : {})}
            label={item.label}
            videoElement={item.videoElement}
            startTime={item.startTime}
            active={active}
            // The feed scrolls its current video into view itself: it starts at once,
            // not when the scroll or snap animation has brought it 60 % on screen.
            eager={active}
            // Only the current video may play, so the feed's one intent is its intent.
            playing={active ? wantsToPlay : autoplays}
            onPlayingChange={(change) => onPlayingChange(item, change)}
            preload={
              active
                ? 'auto'
                : Math.abs(position - current) === 1
                  ? neighboursLoad
                    ? 'auto'
                    : 'metadata'
                  : 'none'
            }
            posterPriority={active ? 'high' : 'auto'}
            onFirstFrame={active ? () => onFirstFrame(item) : undefined}
            onTimeUpdate={
              active && onTimeUpdate
                ? (time) => onTimeUpdate({ item, index: position, ...time })
                : undefined
            }
            {...(onDoubleTap ? { onDoubleTap: () => onDoubleTap({ item, index: position }) } : {})}
            ref={active ? playerRef : undefined}
            muted={muted}
            onMutedChange={onMutedChange}
            captions={item.captions}
            captionsOn={captionsOn}
            onCaptionsChange={onCaptionsChange}
          >
            {renderOverlay?.({ item, index: position, active })}
          </ReelPlayer>
        ) : item.poster && posterNear ? (
          <img className={styles.poster} src={item.poster} alt="" loading="lazy" decoding="async" />
        ) : null}
      </div>
    </article>
  );
}
