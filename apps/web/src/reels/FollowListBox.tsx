import { UserListDialog } from '@flick/design-system';
import type { FollowListStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoresContext';
import { profilePath, renderRouterLink } from './links';

/** A followers or following box over a follow-list store (unfollow asks to confirm). */
export const FollowListBox = observer(function FollowListBox({
  title,
  list,
  open,
  onOpenChange,
}: {
  title: 'Followers' | 'Following';
  list: FollowListStore;
  open: boolean;
  onOpenChange: (change: { open: boolean }) => void;
}) {
  const { session } = useStores();
  return (
    <UserListDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      users={list.items}
      loading={list.loading}
      {...(list.error ? { error: list.error } : {})}
      emptyText={title === 'Followers' ? 'No followers yet.' : 'Not following anyone yet.'}
      hrefFor={(user) => profilePath(user.id, session.userId)}
      renderLink={renderRouterLink}
      pendingIds={[...list.follows.pending]}
      onFollowChange={({ userId }) => void list.toggleFollow(userId)}
      {...(session.userId ? { viewerId: session.userId } : {})}
    />
  );
});
