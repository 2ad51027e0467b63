import type { ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { FollowButton } from '../FollowButton';
import { defaultRenderLink, type RenderLink } from '../link';
import * as styles from './UserRow.css';

/** The user fields a row shows (the search result shape of docs/product.md#user-fields). */
export interface UserSummary {
  id: string;
  userName: string;
  firstName?: string | null;
  lastName?: string | null;
  profilePicture?: string | null;
}

export interface UserRowProps {
  user: UserSummary;
  /** Profile address, e.g. `/user/profile/{id}`. */
  href: string;
  /** Renders the link to the profile (pass your router's Link). Defaults to `<a>`. */
  renderLink?: RenderLink;
  /** Current follow state. The Follow button shows only when `onFollowChange` is given. */
  following?: boolean;
  /** A follow request to this private account waits for its owner: the button says Requested. */
  followRequested?: boolean;
  /** A follow request for this user is in flight. */
  followPending?: boolean;
  /** Called with `{ follow }` when the Follow/Following button is pressed. */
  onFollowChange?: (change: { follow: boolean }) => void;
  /** Replaces the Follow button with other content. */
  action?: ReactNode;
  className?: string;
}

/** Avatar, userName, and first and last name linking to the profile, with a Follow button. */
export function UserRow({
  user,
  href,
  renderLink = defaultRenderLink,
  following = false,
  followRequested = false,
  followPending = false,
  onFollowChange,
  action,
  className,
}: UserRowProps) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')} data-user-id={user.id}>
      <Avatar src={user.profilePicture} alt="" size={44} />
      <div className={styles.text}>
        <span className={styles.userName}>{user.userName}</span>
        {renderLink({
          href,
          className: styles.name,
          children: fullName || user.userName,
        })}
      </div>
      {action ??
        (onFollowChange ? (
          <FollowButton
            following={following}
            requested={followRequested}
            pending={followPending}
            onFollowChange={onFollowChange}
          />
        ) : null)}
    </div>
  );
}
