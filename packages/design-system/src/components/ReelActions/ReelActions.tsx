import type { ReactNode } from 'react';
import { useFormats, useTexts } from '../../i18n/MessagesProvider';
import {
  BookmarkIcon,
  CommentIcon,
  DownloadIcon,
  FlagIcon,
  HeartFilledIcon,
  HeartIcon,
  ShareIcon,
  TrashIcon,
} from '../../icons/Icons';
import { likeHeart } from '../likeHeart';
import { likeFeedback } from '../likeHeart.css';
import * as styles from './ReelActions.css';

export interface ReelActionsProps {
  /** Number of likes (`likeCount`). */
  likes: number;
  /** Whether the signed-in user likes the video (`liked`). */
  liked: boolean;
  /** Number of comments; hidden when undefined. */
  comments?: number;
  /** Number of downloads (`downloadCount`). */
  downloads: number;
  /** Number of shares (`shareCount`). */
  shares: number;
  /** Called with the wanted state when Like is pressed. Counts move when the caller says so. */
  onLikeChange: (change: { liked: boolean }) => void;
  /** Called when the comment button is pressed: focus the comment input. */
  onCommentFocus: () => void;
  /** Whether the video is among the viewer's saved videos: Save shows pressed. */
  saved?: boolean;
  /**
   * Called with the wanted state when Save is pressed (docs/product.md#saved-videos); without
   * it there is no Save button. It moves when the caller says so.
   */
  onSavedChange?: (change: { saved: boolean }) => void;
  /** Called when Download is pressed. */
  onDownload: () => void;
  /** Called when Share is pressed. */
  onShare: () => void;
  /** Called when Report is pressed; without it there is no Report button (your own video). */
  onReport?: () => void;
  /** Called when Delete video is pressed; only its owner is offered one. */
  onDelete?: () => void;
  /**
   * Requests in flight: the matching button is busy and ignores presses. A pending like shows
   * the wanted heart at once, dimmed and beating, while `liked` and `likes` wait (ADR 0100).
   */
  pending?: { like?: boolean; save?: boolean; download?: boolean; share?: boolean };
  /** The last like or unlike was refused: the heart, back at `liked`, shakes once. */
  likeFailed?: boolean;
  /** The owner may disable downloads (`allowDownload`). Defaults to true. */
  canDownload?: boolean;
  /**
   * `overVideo` over a video, `surface` beside the comments, `rail` for the feed: over the video,
   * on the stage's colours where the rail stands beside the column (`mediaQueries.rail`).
   * Defaults to `overVideo`.
   */
  tone?: 'overVideo' | 'surface' | 'rail';
  /** `column` beside a reel, `row` under a video. Defaults to `column`. */
  direction?: 'column' | 'row';
  className?: string;
}

interface ActionProps {
  label: string;
  icon: ReactNode;
  count?: number;
  countLabel?: string;
  pressed?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onPress: () => void;
  tone: NonNullable<ReelActionsProps['tone']>;
  extraClass?: string | undefined;
  /** The like's `data-state` (`pending`, `failed`). */
  state?: string | undefined;
}

function Action({
  label,
  icon,
  count,
  countLabel,
  pressed,
  busy,
  disabled,
  onPress,
  tone,
  extraClass,
  state,
}: ActionProps) {
  const formats = useFormats();
  return (
    <li className={styles.item}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        disabled={disabled}
        data-state={state}
        className={[styles.action, styles.tone[tone], extraClass].filter(Boolean).join(' ')}
        onClick={() => {
          // One request at a time per action: the store sends the user's last intent.
          if (!busy) onPress();
        }}
      >
        {icon}
      </button>
      {count === undefined ? null : (
        <span className={[styles.count, styles.countTone[tone]].join(' ')} title={countLabel}>
          {formats.count(count)}
        </span>
      )}
    </li>
  );
}

/**
 * The like, comment, save, download and share buttons of a video, with their counts (Save,
 * private, has none).
 * Like is a toggle button (`aria-pressed`, the state the server agreed to); pressed, its heart
 * answers at once, marked pending (`data-state="pending"`, `aria-busy`).
 */
export function ReelActions({
  likes,
  liked,
  comments,
  downloads,
  shares,
  onLikeChange,
  onCommentFocus,
  onDownload,
  onShare,
  onReport,
  onDelete,
  saved = false,
  onSavedChange,
  pending = {},
  likeFailed = false,
  canDownload = true,
  tone = 'overVideo',
  direction = 'column',
  className,
}: ReelActionsProps) {
  const heart = likeHeart({ liked, pending: pending.like, failed: likeFailed });
  const t = useTexts();
  const said = useFormats().number;
  return (
    <ul
      aria-label={t.videoActions}
      className={[styles.list, styles.direction[direction], className].filter(Boolean).join(' ')}
    >
      <Action
        label={t.like}
        icon={heart.shown ? <HeartFilledIcon size={26} /> : <HeartIcon size={26} />}
        count={likes}
        countLabel={t.likeCount(likes, said(likes))}
        pressed={liked}
        busy={pending.like}
        onPress={() => onLikeChange({ liked: !liked })}
        tone={tone}
        extraClass={heart.shown ? `${likeFeedback} ${styles.liked}` : likeFeedback}
        state={heart.state}
      />
      <Action
        label={t.comment}
        icon={<CommentIcon size={26} />}
        count={comments}
        countLabel={comments === undefined ? undefined : t.commentCount(comments, said(comments))}
        onPress={onCommentFocus}
        tone={tone}
      />
      {onSavedChange ? (
        <Action
          label={t.save}
          icon={<BookmarkIcon filled={saved} size={26} />}
          pressed={saved}
          busy={pending.save}
          onPress={() => onSavedChange({ saved: !saved })}
          tone={tone}
        />
      ) : null}
      {canDownload ? (
        <Action
          label={t.download}
          icon={<DownloadIcon size={26} />}
          count={downloads}
          countLabel={t.downloadCount(downloads, said(downloads))}
          busy={pending.download}
          onPress={onDownload}
          tone={tone}
        />
      ) : null}
      <Action
        label={t.share}
        icon={<ShareIcon size={26} />}
        count={shares}
        countLabel={t.shareCount(shares, said(shares))}
        busy={pending.share}
        onPress={onShare}
        tone={tone}
      />
      {onReport ? (
        <Action label={t.report} icon={<FlagIcon size={22} />} onPress={onReport} tone={tone} />
      ) : null}
      {onDelete ? (
        <Action
          label={t.deleteVideo}
          icon={<TrashIcon size={22} />}
          onPress={onDelete}
          tone={tone}
        />
      ) : null}
    </ul>
  );
}
