import { HeartFilledIcon, HeartIcon } from '../../icons/Icons';
import { Avatar } from '../../primitives/Avatar';
import { defaultRenderLink, type RenderLink } from '../link';
import * as styles from './CommentItem.css';

/**
 * A comment as displayed (docs/product.md#comment-fields; the text is already decoded by the
 * caller).
 */
export interface CommentView {
  id: string;
  userName: string;
  profilePicture?: string | null;
  /** The comment text, decoded. */
  comment: string;
  /** Number of likes (`like`). */
  like: number;
  /** Whether the signed-in user likes it. */
  liked: boolean;
  /** Hidden by moderators (only its author and admins still see it). */
  hidden?: boolean;
}

export interface CommentItemProps {
  comment: CommentView;
  /** Called with the wanted state when the heart is pressed. */
  onLikeChange: (change: { commentId: string; liked: boolean }) => void;
  /** A like request for this comment is in flight. */
  pending?: boolean;
  /** Profile address of the author; the userName becomes a link when given. */
  profileHref?: string;
  renderLink?: RenderLink;
  /** Preformatted time, e.g. `2h`. */
  time?: string;
  /** Called when Report is pressed; without it there is no Report button (your own comment). */
  onReport?: (change: { commentId: string }) => void;
}

/** One comment: avatar, userName, text and a like toggle with its count. */
export function CommentItem({
  comment,
  onLikeChange,
  pending = false,
  profileHref,
  renderLink = defaultRenderLink,
  time,
  onReport,
}: CommentItemProps) {
  return (
    <article className={styles.item} aria-label={`Comment by ${comment.userName}`}>
      <Avatar src={comment.profilePicture} alt="" size={36} />
      <div className={styles.body}>
        {profileHref ? (
          renderLink({ href: profileHref, className: styles.userName, children: comment.userName })
        ) : (
          <span className={styles.userName}>{comment.userName}</span>
        )}
        <p className={styles.text}>{comment.comment}</p>
        {time || comment.hidden || onReport ? (
          <span className={styles.meta}>
            {time}
            {comment.hidden ? <span className={styles.hidden}>Hidden by moderators</span> : null}
            {onReport ? (
              <button
                type="button"
                className={styles.report}
                aria-label={`Report comment by ${comment.userName}`}
                onClick={() => onReport({ commentId: comment.id })}
              >
                Report
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className={styles.like}>
        <button
          type="button"
          className={styles.likeButton}
          aria-label="Like comment"
          aria-pressed={comment.liked}
          aria-busy={pending || undefined}
          onClick={() => {
            if (!pending) onLikeChange({ commentId: comment.id, liked: !comment.liked });
          }}
        >
          {comment.liked ? <HeartFilledIcon size={16} /> : <HeartIcon size={16} />}
        </button>
        <span className={styles.likeCount}>{comment.like}</span>
      </div>
    </article>
  );
}
