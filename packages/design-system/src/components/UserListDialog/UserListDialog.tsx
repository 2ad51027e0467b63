import { type ReactNode, useState } from 'react';
import { profileTexts } from '../../i18n/en/profile';
import { useTexts } from '../../i18n/MessagesProvider';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { Dialog } from '../../primitives/Dialog';
import { LIST_LOADING_ROWS, SkeletonList } from '../../primitives/Skeleton';
import { EmptyState } from '../EmptyState';
import type { RenderLink } from '../link';
import { UserRow, type UserSummary } from '../UserRow';
import * as styles from './UserListDialog.css';

/** A user in a followers or following box, with the viewer's follow state. */
export interface UserListEntry extends UserSummary {
  isFollowing: boolean;
  /** A follow request to this private account waits: the button says Requested. */
  followRequested?: boolean;
  /**
   * `false`: no Follow button on this row (a person followed elsewhere, such as an account on
   * another server, whose link then leads there).
   */
  followable?: boolean;
}

export interface UserListDialogProps {
  open: boolean;
  onOpenChange: (change: { open: boolean }) => void;
  /** `Followers` or `Following` (or any box title). */
  title: string;
  users: readonly UserListEntry[];
  /** The list is loading: ten placeholder rows (docs/product.md#constants). */
  loading?: boolean;
  /** Error text shown instead of the list. */
  error?: string;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** Profile address of a user, e.g. `/user/profile/{id}`. */
  hrefFor: (user: UserListEntry) => string;
  renderLink?: RenderLink;
  /** Ids of users whose follow request is in flight. */
  pendingIds?: readonly string[];
  /**
   * Called with the wanted state. Unfollowing asks for confirmation first
   * (docs/product.md#follow); following does not.
   */
  onFollowChange: (change: { userId: string; follow: boolean }) => void;
  /** The signed-in user's id: no Follow button on their own row (nor on a row not `followable`). */
  viewerId?: string;
}

/** The followers / following box: a dialog listing users with Follow buttons. */
export function UserListDialog({
  open,
  onOpenChange,
  title,
  users,
  loading = false,
  error,
  emptyText,
  hrefFor,
  renderLink,
  pendingIds = [],
  onFollowChange,
  viewerId,
}: UserListDialogProps) {
  const t = useTexts(profileTexts);
  const [confirming, setConfirming] = useState<UserListEntry | null>(null);

  let body: ReactNode;
  if (loading) body = <SkeletonList rows={LIST_LOADING_ROWS} label={t.loadingList(title)} />;
  else if (error) body = <EmptyState tone="error" title={error} />;
  else if (users.length === 0) body = <EmptyState title={emptyText ?? t.noUsers} />;
  else
    body = (
      <ul className={styles.list} aria-label={title}>
        {users.map((user) => (
          <li key={user.id} className={styles.item}>
            <UserRow
              user={user}
              href={hrefFor(user)}
              renderLink={renderLink}
              following={user.isFollowing}
              followRequested={user.followRequested === true}
              followPending={pendingIds.includes(user.id)}
              onFollowChange={
                user.id === viewerId || user.followable === false
                  ? undefined
                  : ({ follow }) => {
                      if (follow) onFollowChange({ userId: user.id, follow: true });
                      else setConfirming(user);
                    }
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
        {body}
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={({ open: next }) => {
          if (!next) setConfirming(null);
        }}
        title={t.unfollowQuestion(confirming?.userName)}
        description={t.unfollowText}
        confirmLabel={t.unfollow}
        cancelLabel={t.cancel}
        onConfirm={() => {
          if (confirming) onFollowChange({ userId: confirming.id, follow: false });
          setConfirming(null);
        }}
      />
    </>
  );
}
