import { Button, EmptyState, FollowButton, SkeletonList, UserRow } from '@flick/design-system';
import { remoteAccountMessages } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { addStoreTexts, storeText } from '../i18n/storeTexts';
import * as styles from '../pages/Page.css';
import { renderAnyLink } from '../reels/links';
import { useLoadedStore } from '../stores/useLoadedStore';
import { UnfollowConfirm } from './UnfollowConfirm';

addStoreTexts('remoteAccount', remoteAccountMessages);

/** How often a follow waiting for the other server's answer is asked about again, and how long. */
const RECHECK_MS = 2_000;
const RECHECK_FOR_MS = 60_000;

/**
 * Search's card for an account on another server (docs/federation.md, ADR 0157), shown when
 * the search text is a handle (`@user@server`) or a profile's `https:` address: its avatar,
 * name and handle (linked to its page there, in a new tab), Follow (`Requested` until its
 * server accepts, then `Following`; unfollowing asks first) Block / Unblock and Mute / Unmute. It and its
 * store load with the first such search.
 */
export const RemoteAccountCard = observer(function RemoteAccountCard({ text }: { text: string }) {
  const store = useLoadedStore('loadRemoteAccount');
  const { t } = useLingui();
  useEffect(() => {
    if (store) void store.lookUp(text);
  }, [store, text]);
  // While its server has not answered the follow yet, ask again now and then.
  const waiting = store?.account?.following === 'pending';
  useEffect(() => {
    if (!store || !waiting) return;
    const timer = setInterval(() => void store.refresh(), RECHECK_MS);
    const stop = setTimeout(() => clearInterval(timer), RECHECK_FOR_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [store, waiting]);
  if (!store) return null;
  const { account } = store;
  return (
    <section aria-labelledby="remote-account" aria-busy={store.loading || undefined}>
      <h2 id="remote-account" className={styles.sectionTitle}>
        {t`On another server`}
      </h2>
      {store.loading ? (
        <SkeletonList rows={1} label={t`Looking for the account`} />
      ) : store.notFound ? (
        <EmptyState title={storeText(store.notFound)} />
      ) : store.error ? (
        <EmptyState tone="error" title={storeText(store.error)} />
      ) : account ? (
        <>
          <UserRow
            user={{
              id: account.actorId,
              userName: account.handle,
              firstName: account.name,
              profilePicture: account.avatarUrl,
            }}
            href={account.url}
            renderLink={renderAnyLink}
            action={
              <span className={styles.searchForm}>
                <FollowButton
                  following={account.following === 'accepted'}
                  requested={account.following === 'pending'}
                  pending={store.pending}
                  onFollowChange={() => void store.pressFollow()}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  loading={store.pending}
                  onClick={() => void store.toggleBlock()}
                >
                  {account.blocked ? t`Unblock` : t`Block`}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={store.pending}
                  onClick={() => void store.toggleMute()}
                >
                  {account.muted ? t`Unmute` : t`Mute`}
                </Button>
              </span>
            }
          />
          <UnfollowConfirm
            userName={account.handle}
            open={store.confirmingUnfollow}
            onConfirm={() => void store.confirmUnfollow()}
            onCancel={() => store.cancelUnfollow()}
          />
        </>
      ) : null}
    </section>
  );
});
