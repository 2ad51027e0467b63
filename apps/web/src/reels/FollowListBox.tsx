import { UserListDialog } from '@flick/design-system';
import type { FollowListStore } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoresContext';
import { profilePath, renderAnyLink } from './links';

/** A followers or following box over a follow-list store (unfollow asks to confirm). */
export const FollowListBox = observer(function FollowListBox({
  kind,
  list,
  open,
  onOpenChange,
}: {
  kind: 'followers' | 'following';
  list: FollowListStore;
  open: boolean;
  onOpenChange: (change: { open: boolean }) => void;
}) {
  const { session } = useStores();
  const { t } = useLingui();
  const remoteUrls = new Map(
    list.items.flatMap((user) => (user.remoteUrl === null ? [] : [[user.id, user.remoteUrl]])),
  );
  return (
    <UserListDialog
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'followers' ? t`Followers` : t`Following`}
      // A follower on another server (docs/federation.md) links to their page there and is
      // followed from Search, not from here.
      users={list.items.map((user) =>
        user.remoteUrl === null
          ? user
          : {
              id: user.id,
              userName: user.userName,
              firstName: user.firstName,
              lastName: user.lastName,
              profilePicture: user.profilePicture,
              isFollowing: false,
              followable: false,
            },
      )}
      loading={list.loading}
      {...(list.error ? { error: list.error } : {})}
      emptyText={kind === 'followers' ? t`No followers yet.` : t`Not following anyone yet.`}
      hrefFor={(user) => remoteUrls.get(user.id) ?? profilePath(user.id, session.userId)}
      renderLink={renderAnyLink}
      pendingIds={[...list.follows.pending]}
      onFollowChange={({ userId }) => void list.toggleFollow(userId)}
      {...(session.userId ? { viewerId: session.userId } : {})}
    />
  );
});
