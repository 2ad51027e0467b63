import { Button } from '../../primitives/Button';
import * as styles from './FollowButton.css';

export interface FollowButtonProps {
  /** Whether the signed-in user follows this user. */
  following: boolean;
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
 * A plain button whose label says the current state: `Follow` or `Following`.
 * `data-state` is `following` or `not-following`. The list entry flips only when the
 * caller changes `following` (after the server answers), never optimistically here.
 */
export function FollowButton({
  following,
  pending = false,
  onFollowChange,
  size = 'sm',
  disabled,
  className,
}: FollowButtonProps) {
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size={size}
      loading={pending}
      disabled={disabled}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-state={following ? 'following' : 'not-following'}
      onClick={() => onFollowChange({ follow: !following })}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
