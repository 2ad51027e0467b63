import { HeartIcon } from '../../icons/Icons';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { EmptyState } from '../EmptyState';
import { formatCount } from '../link';
import * as styles from './VideoGrid.css';

/** A grid tile: the video's thumbnail and like count. */
export interface VideoTile {
  id: string;
  /** `thumbUrl` (or `thumbUrlCompress`). */
  thumbUrl?: string | null;
  likes?: number;
  /** Short text naming the video for screen readers, e.g. its caption. */
  label?: string;
}

export interface VideoGridProps {
  videos: readonly VideoTile[];
  /** Opens the viewer at a video: `{ index }` in `videos`. */
  onOpen: (selection: { index: number }) => void;
  /** Loading the first page: placeholder tiles. */
  loading?: boolean;
  /** Shown when there are no videos. */
  emptyText?: string;
  /** Error text shown instead of the grid. */
  error?: string;
  /** Accessible name of the grid. Defaults to `Videos`. */
  label?: string;
}

/** Three columns of 9:16 thumbnails with like counts; each opens the viewer at its index. */
export function VideoGrid({
  videos,
  onOpen,
  loading = false,
  emptyText = 'No videos yet.',
  error,
  label = 'Videos',
}: VideoGridProps) {
  if (error) return <EmptyState tone="error" title={error} />;
  if (loading && videos.length === 0) {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>Loading videos</VisuallyHidden>
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
  if (videos.length === 0) return <EmptyState title={emptyText} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <button type="button" className={styles.tile} onClick={() => onOpen({ index })}>
            {video.thumbUrl ? (
              <img
                className={styles.thumb}
                src={video.thumbUrl}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <VisuallyHidden>
              {`Open video ${index + 1}${video.label ? `: ${video.label}` : ''}`}
              {video.likes === undefined ? '' : `, ${video.likes} likes`}
            </VisuallyHidden>
            {video.likes === undefined ? null : (
              <span className={styles.count} aria-hidden="true">
                <HeartIcon size={14} />
                {formatCount(video.likes)}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
