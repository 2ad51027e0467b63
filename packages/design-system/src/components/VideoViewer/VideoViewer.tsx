import type { ReactNode } from 'react';
import { CloseIcon } from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './VideoViewer.css';

export interface VideoViewerProps {
  /** The video, usually a ReelPlayer. */
  player?: ReactNode;
  /** The owner row: avatar, userName and name linking to the profile (a UserRow). */
  owner?: ReactNode;
  /** The comments, usually a CommentList. */
  comments?: ReactNode;
  /** Like, comment, download and share, usually ReelActions. */
  actions?: ReactNode;
  /** The comment input, usually a CommentComposer. */
  composer?: ReactNode;
  /** The video is loading. */
  loading?: boolean;
  /** Shown instead of the player, e.g. `Error fetching video`. */
  error?: string;
  /** Shows a close button (when the viewer is a modal over a grid). */
  onClose?: () => void;
  /**
   * Below the medium width, keep to the container's height instead of growing with the
   * comments: the player shrinks and the comments scroll, so the actions and the comment box
   * show without scrolling (a page between a header and a bottom bar). Wider screens always
   * fill their container.
   */
  fill?: boolean;
  /** Accessible name of the viewer region. Defaults to `Video`. */
  label?: string;
  className?: string;
}

/**
 * The single-video layout: the player beside the owner, comments, actions and composer on
 * wide screens (medium and up); stacked on small screens, growing with the comments or,
 * with `fill`, kept to the container's height.
 */
export function VideoViewer({
  player,
  owner,
  comments,
  actions,
  composer,
  loading = false,
  error,
  onClose,
  fill = false,
  label = 'Video',
  className,
}: VideoViewerProps) {
  let stage: ReactNode = player;
  if (loading) stage = <Spinner size={40} label="Loading video" />;
  if (error)
    stage = (
      <p className={styles.message} role="alert">
        {error}
      </p>
    );
  return (
    <section
      className={[styles.viewer, fill ? styles.fill : undefined, className]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
    >
      {onClose ? (
        <IconButton
          className={styles.close}
          tone="overVideo"
          label="Close"
          icon={<CloseIcon size={20} />}
          onClick={() => onClose()}
        />
      ) : null}
      <div className={styles.stage}>{stage}</div>
      <div className={styles.panel}>
        {owner ? <div className={styles.owner}>{owner}</div> : null}
        <div className={styles.comments}>{comments}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {composer ? <div className={styles.composer}>{composer}</div> : null}
      </div>
    </section>
  );
}
