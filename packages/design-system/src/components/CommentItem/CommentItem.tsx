import { commentsTexts } from '../../i18n/en/comments';
import { useLocale, useTexts } from '../../i18n/MessagesProvider';
import { HeartFilledIcon, HeartIcon } from '../../icons/Icons';
import { Avatar } from '../../primitives/Avatar';
import { CommentMenu } from '../CommentMenu';
import { likeHeart } from '../likeHeart';
import { likeFeedback } from '../likeHeart.css';
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
  /** When it was posted (ISO 8601): the time's machine-readable date and its full-date tooltip. */
  createdAt?: string;
}

export interface CommentItemProps {
  comment: CommentView;
  /** Called with the wanted state when the heart is pressed. */
  onLikeChange: (change: { commentId: string; liked: boolean }) => void;
  /** A like request for this comment is in flight: the heart shows the wanted state (ADR 0100). */
  pending?: boolean;
  /** The last like or unlike was refused: the heart, back at `liked`, shakes once. */
  likeFailed?: boolean;
  /** Profile address of the author; the userName becomes a link when given. */
  profileHref?: string;
  renderLink?: RenderLink;
  /** Preformatted time, e.g. `2h`; a `<time>` carrying `comment.createdAt` when that is given. */
  time?: string;
  /** Report chosen in the comment's menu; without it there is no Report (your own comment). */
  onReport?: (change: { commentId: string }) => void;
  /** Delete chosen in the comment's menu; offered to the author and the video's owner only. */
  onDelete?: (change: { commentId: string }) => void;
}

/**
 * One comment: avatar, userName, text, when it was posted, a "More actions" menu (Report,
 * Delete) when either is offered, and a like toggle with its count.
 */
export function CommentItem({
  comment,
  onLikeChange,
  pending = false,
  likeFailed = false,
  profileHref,
  renderLink = defaultRenderLink,
  time,
  onReport,
  onDelete,
}: CommentItemProps) {
  const t = useTexts(commentsTexts);
  const locale = useLocale();
  const { createdAt } = comment;
  const heart = likeHeart({ liked: comment.liked, pending, failed: likeFailed });
  return (
    <article className={styles.item} aria-label={t.commentBy(comment.userName)}>
      <Avatar src={comment.profilePicture} alt="" size={36} />
      <div className={styles.body}>
        {profileHref ? (
          renderLink({ href: profileHref, className: styles.userName, children: comment.userName })
        ) : (
          <span className={styles.userName}>{comment.userName}</span>
        )}
        <p className={styles.text}>{comment.comment}</p>
        {time || comment.hidden ? (
          <span className={styles.meta}>
            {time && createdAt ? (
              <time
                dateTime={createdAt}
                title={new Date(createdAt).toLocaleString(locale === 'en' ? undefined : locale)}
              >
                {time}
              </time>
            ) : (
              time
            )}
            {comment.hidden ? <span className={styles.hidden}>{t.hiddenByModerators}</span> : null}
          </span>
        ) : null}
      </div>
      <CommentMenu
        {...(onReport ? { onReport: () => onReport({ commentId: comment.id }) } : {})}
        {...(onDelete ? { onDelete: () => onDelete({ commentId: comment.id }) } : {})}
      />
      <div className={styles.like}>
        <button
          type="button"
          className={[styles.likeButton, likeFeedback, heart.shown ? styles.liked : '']
            .filter(Boolean)
            .join(' ')}
          aria-label={t.likeComment}
          aria-pressed={comment.liked}
          aria-busy={pending || undefined}
          data-state={heart.state}
          onClick={() => {
            if (!pending) onLikeChange({ commentId: comment.id, liked: !comment.liked });
          }}
        >
          {heart.shown ? <HeartFilledIcon size={16} /> : <HeartIcon size={16} />}
        </button>
        <span className={styles.likeCount}>{comment.like}</span>
      </div>
    </article>
  );
}
