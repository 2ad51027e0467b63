import { LIST_LOADING_ROWS, SkeletonList } from '../../primitives/Skeleton';
import { CommentItem, type CommentView } from '../CommentItem';
import { EmptyState } from '../EmptyState';
import type { RenderLink } from '../link';
import * as styles from './CommentList.css';

/** The text shown when a video has no comments (docs/product.md#comments). */
export const NO_COMMENTS_TEXT = 'No comments yet. Be the first to comment!';

export interface CommentListProps {
  comments: readonly CommentView[];
  /** Comments are loading: placeholder rows. */
  loading?: boolean;
  /** An error message to show instead of the list. */
  error?: string;
  /** Called with the wanted state when a comment's heart is pressed. */
  onLikeChange: (change: { commentId: string; liked: boolean }) => void;
  /** Ids of comments whose like request is in flight. */
  pendingIds?: readonly string[];
  /** Profile address of a comment's author; makes userNames links. */
  profileHref?: (comment: CommentView) => string | undefined;
  renderLink?: RenderLink;
  /** Report pressed on a comment; offered on comments this says may be reported. */
  onReport?: (change: { commentId: string }) => void;
  /** Whether a comment may be reported (not the viewer's own). Defaults to none. */
  canReport?: (comment: CommentView) => boolean;
  className?: string;
}

/** The comments of a video, newest as given, with loading, empty and error states. */
export function CommentList({
  comments,
  loading = false,
  error,
  onLikeChange,
  pendingIds = [],
  profileHref,
  renderLink,
  onReport,
  canReport,
  className,
}: CommentListProps) {
  if (loading)
    return <SkeletonList rows={LIST_LOADING_ROWS} label="Loading comments" className={className} />;
  if (error) return <EmptyState tone="error" title={error} className={className} />;
  if (comments.length === 0) return <EmptyState title={NO_COMMENTS_TEXT} className={className} />;
  return (
    <ul aria-label="Comments" className={[styles.list, className].filter(Boolean).join(' ')}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentItem
            comment={comment}
            onLikeChange={onLikeChange}
            pending={pendingIds.includes(comment.id)}
            profileHref={profileHref?.(comment)}
            renderLink={renderLink}
            {...(onReport && canReport?.(comment) ? { onReport } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
