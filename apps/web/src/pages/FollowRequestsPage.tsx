import { Button, EmptyState, LIST_LOADING_ROWS, SkeletonList, UserRow } from '@flick/design-system';
import type { FollowRequestsStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { renderRouterLink } from '../reels/links';
import { useStores } from '../stores/StoresContext';
import * as styles from './Page.css';
import * as local from './settings/Settings.css';
import { useFocusAfterRowRemoval } from './useFocusAfterRowRemoval';

/**
 * /follow-requests: who asks to follow the caller's private account, with Approve and
 * Decline (docs/product.md#private-accounts).
 */
const FollowRequestsPage = observer(function FollowRequestsPage() {
  const stores = useStores();
  // The requests' store loads with this page (ADR 0109).
  const [followRequests, setFollowRequests] = useState<FollowRequestsStore | null>(null);
  const page = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // An answered request leaves the list: focus goes to the next request, not to <body>.
  useFocusAfterRowRemoval(page, heading);

  useEffect(() => {
    let live = true;
    void stores.loadFollowRequests().then((store) => {
      if (!live) return;
      setFollowRequests(store);
      void store.load();
    });
    return () => {
      live = false;
    };
  }, [stores]);

  return (
    <div className={styles.page} ref={page}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        Follow requests
      </h1>
      {!followRequests || (followRequests.loading && followRequests.users.length === 0) ? (
        <SkeletonList rows={LIST_LOADING_ROWS} label="Loading follow requests" />
      ) : followRequests.error ? (
        <EmptyState tone="error" title={followRequests.error} />
      ) : followRequests.users.length === 0 ? (
        <EmptyState
          title="No follow requests"
          description="When your account is private, people who ask to follow you show up here."
        />
      ) : (
        <ul className={styles.list} aria-label="Follow requests">
          {followRequests.users.map((user) => {
            const busy = followRequests.pendingIds.includes(user.id);
            return (
              <li key={user.id}>
                <UserRow
                  user={user}
                  href={`/user/profile/${user.id}`}
                  renderLink={renderRouterLink}
                  action={
                    <span className={local.actions}>
                      <Button
                        size="sm"
                        loading={busy}
                        aria-label={`Approve ${user.userName}`}
                        onClick={() => void followRequests.approve(user.id)}
                      >
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={`Decline ${user.userName}`}
                        onClick={() => void followRequests.decline(user.id)}
                      >
                        Decline
                      </Button>
                    </span>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});

export default FollowRequestsPage;
