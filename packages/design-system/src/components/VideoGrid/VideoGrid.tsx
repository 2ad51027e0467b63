import { type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import { coreTexts } from '../../i18n/en/core';
import { gridTexts } from '../../i18n/en/grid';
import { formatCount, formatNumber } from '../../i18n/format';
import { useLocale, useTexts } from '../../i18n/MessagesProvider';
import { HeartIcon, PlayIcon } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { EmptyState } from '../EmptyState';
import * as styles from './VideoGrid.css';

/**
 * Where a video is in the server's processing: only a `ready` video plays. The owner sees
 * the other two in their own grid.
 */
export type VideoTileState = 'processing' | 'ready' | 'failed';

/** Shown on a processing tile. */
export const PROCESSING_TEXT = gridTexts.processing;
/** Shown on a failed tile when the server gave no reason. */
export const PROCESSING_FAILED_TEXT = gridTexts.processingFailed;

/** Shown on a tile of the owner's video that moderators hid. */
export const HIDDEN_TEXT = coreTexts.hiddenByModerators;

/** A grid tile: the video's thumbnail, view count and like count. */
export interface VideoTile {
  id: string;
  /** Defaults to `ready`: a button that opens the viewer. */
  state?: VideoTileState;
  /** The processing progress in percent (0–100) while `processing`; null when not known yet. */
  progress?: number | null;
  /** Why processing failed, shown on a `failed` tile. */
  failureReason?: string | null;
  /** `thumbUrl` (or `thumbUrlCompress`). */
  thumbUrl?: string | null;
  likes?: number;
  /** How many times it was watched; no view count without it. */
  views?: number;
  /** Short text naming the video for screen readers, e.g. its caption. */
  label?: string;
  /** Moderators hid it (only its owner and admins see it): marked `Hidden by moderators`. */
  hidden?: boolean;
  /**
   * A short marker of a `ready` tile's own, read after its name, e.g. `Draft` or
   * `Scheduled for 29 Nov, 18:45` (a video only its owner sees yet): drawn in the neutral
   * tone, not the moderators' red of `hidden`.
   */
  badge?: string;
}

/** What a VideoGrid's `ref` reaches. */
export interface VideoGridHandle {
  /** The button of the `ready` tile at `index` (to give it focus back), or null. */
  tileAt(index: number): HTMLButtonElement | null;
}

export interface VideoGridProps {
  videos: readonly VideoTile[];
  /** Opens the viewer at a `ready` video: `{ index }` in `videos`. */
  onOpen: (selection: { index: number }) => void;
  /** Removes a `failed` video: `{ index }` in `videos`. Without it, failed tiles have no remove action. */
  onRemove?: (selection: { index: number }) => void;
  /** Ids of videos whose removal is under way: their Remove button shows a spinner. */
  removingIds?: readonly string[];
  /** Loading the first page: placeholder tiles. */
  loading?: boolean;
  /** Shown when there are no videos. */
  emptyText?: string;
  /** A second line under `emptyText`. */
  emptyDescription?: ReactNode;
  /** A call to action under the empty message, e.g. the own profile's upload button. */
  emptyAction?: ReactNode;
  /** Error text shown instead of the grid. */
  error?: string;
  /** Accessible name of the grid. Defaults to `Videos`. */
  label?: string;
  /** Reaches the tiles, e.g. to return focus to the tile of the video a viewer showed last. */
  ref?: Ref<VideoGridHandle>;
}

/**
 * Three columns of 9:16 thumbnails with view and like counts; each `ready` tile opens the viewer at
 * its index. A `processing` tile shows `Processing…` with a progress bar and does not open;
 * a `failed` tile shows the reason and, with `onRemove`, a Remove button.
 */
export function VideoGrid({
  videos,
  onOpen,
  onRemove,
  removingIds = [],
  loading = false,
  emptyText,
  emptyDescription,
  emptyAction,
  error,
  label,
  ref,
}: VideoGridProps) {
  const t = useTexts(gridTexts);
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      tileAt: (index) =>
        list.current?.children[index]?.querySelector<HTMLButtonElement>(
          ':scope > button[data-state="ready"]',
        ) ?? null,
    }),
    [],
  );
  if (error) return <EmptyState tone="error" title={error} />;
  if (loading && videos.length === 0) {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t.loadingVideos}</VisuallyHidden>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <li key={index}>
              <Skeleton width="100%" height="auto" style={{ aspectRatio: '9 / 16' }} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (videos.length === 0) {
    return (
      <EmptyState
        title={emptyText ?? t.noVideos}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label={label ?? t.videoGridLabel} ref={list}>
      {videos.map((video, index) => {
        const name = t.tileName(index + 1, video.label);
        const thumb = video.thumbUrl ? (
          <img
            className={styles.thumb}
            src={video.thumbUrl}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null;
        const state = video.state ?? 'ready';
        if (state === 'processing') {
          // Not a button: there is nothing to play until the rendition exists.
          return (
            <li key={video.id}>
              <div className={styles.tile} data-state="processing">
                {thumb}
                <div className={styles.overlay}>
                  <VisuallyHidden>{`${t.tileHeading(index + 1, video.label)}, `}</VisuallyHidden>
                  <span className={styles.overlayText}>{t.processing}</span>
                  <ProgressBar
                    className={styles.progress}
                    label={t.processingTile(name)}
                    value={video.progress ?? 0}
                  />
                </div>
              </div>
            </li>
          );
        }
        if (state === 'failed') {
          return (
            <li key={video.id}>
              <div className={styles.tile} data-state="failed">
                {thumb}
                <div className={styles.overlay}>
                  <VisuallyHidden>{`${t.tileHeading(index + 1, video.label)}: `}</VisuallyHidden>
                  <span className={styles.overlayText}>
                    {video.failureReason || t.processingFailed}
                  </span>
                  {onRemove ? (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t.removeTile(name)}
                      loading={removingIds.includes(video.id)}
                      onClick={() => onRemove({ index })}
                    >
                      {t.remove}
                    </Button>
                  ) : null}
                </div>
              </div>
            </li>
          );
        }
        return (
          <li key={video.id}>
            <button
              type="button"
              className={styles.tile}
              data-state="ready"
              onClick={() => onOpen({ index })}
            >
              {thumb}
              <VisuallyHidden>
                {t.openTile(name)}
                {video.views === undefined
                  ? ''
                  : `, ${t.viewCount(video.views, formatNumber(video.views, locale))}`}
                {video.likes === undefined
                  ? ''
                  : `, ${t.likeCount(video.likes, formatNumber(video.likes, locale))}`}
                {video.hidden ? `, ${t.hiddenByModerators}` : video.badge ? `, ${video.badge}` : ''}
              </VisuallyHidden>
              {video.hidden || video.badge ? (
                <span
                  className={styles.badge[video.hidden ? 'moderation' : 'neutral']}
                  aria-hidden="true"
                >
                  {video.hidden ? t.hiddenByModerators : video.badge}
                </span>
              ) : null}
              {video.likes === undefined && video.views === undefined ? null : (
                <span className={styles.count} aria-hidden="true">
                  {video.views === undefined ? null : (
                    <span className={styles.countPart}>
                      <PlayIcon size={14} />
                      {formatCount(video.views, locale)}
                    </span>
                  )}
                  {video.likes === undefined ? null : (
                    <span className={styles.countPart}>
                      <HeartIcon size={14} />
                      {formatCount(video.likes, locale)}
                    </span>
                  )}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
