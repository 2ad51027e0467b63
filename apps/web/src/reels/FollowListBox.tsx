import { UserListDialog } from '@flick/design-system';
import type { FollowListStore } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoresContext';
import { profilePath, renderRouterLink } from './links';

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
  return (
    <UserListDialog
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'followers' ? t`Followers` : t`Following`}
      users={list.items}
      loading={list.loading}
      {...(list.error ? { error: list.error } : {})}
      emptyText={kind === 'followers' ? t`No followers yet.` : t`Not following anyone yet.`}
      hrefFor={(user) => profilePath(user.id, session.userId)}
      renderLink={renderRouterLink}
      pendingIds={[...list.follows.pending]}
      onFollowChange={({ userId }) => void list.toggleFollow(userId)}
      {...(session.userId ? { viewerId: session.userId } : {})}
    />
  );
});
