import { Button, EmptyState, LIST_LOADING_ROWS, SkeletonList, UserRow } from '@flick/design-system';
import type { FollowRequestsStore } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { storeText } from '../i18n/storeTexts';
import { renderRouterLink } from '../reels/links';
import { useLoadedStore } from '../stores/useLoadedStore';
import * as styles from './Page.css';
import * as local from './settings/Settings.css';
import { useFocusAfterRowRemoval } from './useFocusAfterRowRemoval';

/**
 * /follow-requests: who asks to follow the caller's private account, with Approve and
 * Decline (docs/product.md#private-accounts), people on other servers after the app's own
 * (docs/federation.md).
 */
function FollowRequestsPage() {
  // The store's code loads with the page (no first screen needs it).
  const followRequests = useLoadedStore('loadFollowRequests');
  const { t } = useLingui();
  return followRequests ? (
    <FollowRequests followRequests={followRequests} />
  ) : (
    <div className={styles.page}>
      <h1 className={styles.title} tabIndex={-1}>
        {t`Follow requests`}
      </h1>
      <SkeletonList rows={LIST_LOADING_ROWS} label={t`Loading follow requests`} />
    </div>
  );
}

const FollowRequests = observer(function FollowRequests({
  followRequests,
}: {
  followRequests: FollowRequestsStore;
}) {
  const page = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  // An answered request leaves the list: focus goes to the next request, not to <body>.
  useFocusAfterRowRemoval(page, heading);

  useEffect(() => {
    void followRequests.load();
  }, [followRequests]);

  return (
    <div className={styles.page} ref={page}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {t`Follow requests`}
      </h1>
      {followRequests.loading && followRequests.users.length === 0 ? (
        <SkeletonList rows={LIST_LOADING_ROWS} label={t`Loading follow requests`} />
      ) : followRequests.error ? (
        <EmptyState tone="error" title={storeText(followRequests.error)} />
      ) : followRequests.users.length === 0 && followRequests.remote.length === 0 ? (
        <EmptyState
          title={t`No follow requests`}
          description={t`When your account is private, people who ask to follow you show up here.`}
        />
      ) : (
        <ul className={styles.list} aria-label={t`Follow requests`}>
          {followRequests.users.map((user) => {
            const busy = followRequests.pendingIds.includes(user.id);
            const { userName } = user;
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
                        aria-label={t`Approve ${userName}`}
                        onClick={() => void followRequests.approve(user.id)}
                      >
                        {t`Approve`}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={t`Decline ${userName}`}
                        onClick={() => void followRequests.decline(user.id)}
                      >
                        {t`Decline`}
                      </Button>
                    </span>
                  }
                />
              </li>
            );
          })}
          {followRequests.remote.map((request) => {
            const busy = followRequests.pendingRemote.includes(request.actorId);
            const userName = request.handle;
            return (
              <li key={request.actorId}>
                {/* Someone on another server: their handle, linked to their own server's page
                    (their picture is not shown: it lives on that server). */}
                <UserRow
                  user={{
                    id: request.actorId,
                    userName: request.handle,
                    firstName: request.name || null,
                    profilePicture: null,
                  }}
                  href={request.actorId}
                  action={
                    <span className={local.actions}>
                      <Button
                        size="sm"
                        loading={busy}
                        aria-label={t`Approve ${userName}`}
                        onClick={() => void followRequests.answerRemote(request.actorId, true)}
                      >
                        {t`Approve`}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={t`Decline ${userName}`}
                        onClick={() => void followRequests.answerRemote(request.actorId, false)}
                      >
                        {t`Decline`}
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
