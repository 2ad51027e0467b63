import { useTexts } from '../../i18n/MessagesProvider';
import { Button } from '../../primitives/Button';
import * as styles from './FollowButton.css';

export interface FollowButtonProps {
  /** Whether the signed-in user follows this user. */
  following: boolean;
  /**
   * A follow request to this private account waits for its owner (not following yet): the
   * label says `Requested`, and pressing withdraws it (`{ follow: false }`).
   */
  requested?: boolean;
  /** A follow or unfollow request is in flight: spinner and `aria-busy`, presses ignored. */
  pending?: boolean;
  /** Called with the wanted state: `{ follow: true }` to follow, `{ follow: false }` to unfollow. */
  onFollowChange: (change: { follow: boolean }) => void;
  /** Defaults to `sm`. */
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}

/**
 * A plain button whose label says the current state: `Follow`, `Requested` or `Following`.
 * `data-state` is `following`, `requested` or `not-following`. The list entry flips only when the
 * caller changes `following` (after the server answers), never optimistically here.
 */

export function FollowButton({
  following,
  requested = false,
  pending = false,
  onFollowChange,
  size = 'sm',
  disabled,
  className,
}: FollowButtonProps) {
  const t = useTexts();
  const state = following ? 'following' : requested ? 'requested' : 'not-following';
  const engaged = state !== 'not-following';
  return (
    <Button
      variant={engaged ? 'secondary' : 'primary'}
      size={size}
      loading={pending}
      disabled={disabled}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-state={state}
      onClick={() => onFollowChange({ follow: !engaged })}
    >
      {state === 'following' ? t.following : state === 'requested' ? t.requested : t.follow}
    </Button>
  );
}
