import type { ReactNode } from 'react';
import { commentsTexts } from '../../i18n/en/comments';
import { formatNumber } from '../../i18n/format';
import { useLocale, useTexts } from '../../i18n/MessagesProvider';
import { LIST_LOADING_ROWS, SkeletonList } from '../../primitives/Skeleton';
import { CommentItem, type CommentView } from '../CommentItem';
import { EmptyState } from '../EmptyState';
import type { RenderLink } from '../link';
import * as styles from './CommentList.css';

/** The text shown when a video has no comments (docs/product.md#comments). */
export const NO_COMMENTS_TEXT = commentsTexts.noComments;

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
  /** Ids of comments whose last like or unlike was refused: their hearts shake once (ADR 0100). */
  failedIds?: readonly string[];
  /** Profile address of a comment's author; makes userNames links. */
  profileHref?: (comment: CommentView) => string | undefined;
  renderLink?: RenderLink;
  /** Report pressed on a comment; offered on comments this says may be reported. */
  onReport?: (change: { commentId: string }) => void;
  /** Whether a comment may be reported (not the viewer's own). Defaults to none. */
  canReport?: (comment: CommentView) => boolean;
  /** Delete chosen in a comment's menu; offered on comments this says may be deleted. */
  onDelete?: (change: { commentId: string }) => void;
  /** Whether a comment may be deleted (its author's, or any on the viewer's own video). */
  canDelete?: (comment: CommentView) => boolean;
  /** Each comment's time, preformatted (e.g. `3h`); a `<time>` when it has `createdAt`. */
  timeOf?: (comment: CommentView) => string | undefined;
  /** The video's comment count: an `N comments` heading above the list. */
  total?: number;
  className?: string;
}

/**
 * The comments of a video, newest as given, with loading, empty and error states, and an
 * `N comments` heading when the total is given.
 */
export function CommentList({
  comments,
  loading = false,
  error,
  onLikeChange,
  pendingIds = [],
  failedIds = [],
  profileHref,
  renderLink,
  onReport,
  canReport,
  onDelete,
  canDelete,
  timeOf,
  total,
  className,
}: CommentListProps) {
  const t = useTexts(commentsTexts);
  const locale = useLocale();
  const heading =
    total === undefined ? null : (
      <h3 className={styles.count}>{t.commentCount(total, formatNumber(total, locale))}</h3>
    );
  let body: ReactNode;
  if (loading) {
    body = (
      <SkeletonList rows={LIST_LOADING_ROWS} label={t.loadingComments} className={className} />
    );
  } else if (error) {
    body = <EmptyState tone="error" title={error} className={className} />;
  } else if (comments.length === 0) {
    body = <EmptyState title={t.noComments} className={className} />;
  } else {
    body = (
      <ul aria-label={t.comments} className={[styles.list, className].filter(Boolean).join(' ')}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem
              comment={comment}
              onLikeChange={onLikeChange}
              pending={pendingIds.includes(comment.id)}
              likeFailed={failedIds.includes(comment.id)}
              profileHref={profileHref?.(comment)}
              renderLink={renderLink}
              time={timeOf?.(comment)}
              {...(onReport && canReport?.(comment) ? { onReport } : {})}
              {...(onDelete && canDelete?.(comment) ? { onDelete } : {})}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {heading}
      {body}
    </>
  );
}
