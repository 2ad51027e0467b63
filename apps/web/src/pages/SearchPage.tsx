import {
  EmptyState,
  SEARCH_LOADING_ROWS,
  SearchField,
  SkeletonList,
  UserRow,
} from '@flick/design-system';
import { looksLikeRemoteAccount, type SearchStore } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { storeText } from '../i18n/storeTexts';
import { profilePath, renderRouterLink } from '../reels/links';
import { useStores } from '../stores/StoresContext';
import { useLoadedStore } from '../stores/useLoadedStore';
import * as styles from './Page.css';
import { useSearchAddress } from './useSearchAddress';

// What an empty list suggests (docs/product.md#suggestions), fetched when it first shows: this
// page's own lazy import, so no chunk shared with the other page that shows it joins the
// routes' preload lists (the /reels budget, ADR 0109).
const Suggestions = lazy(() =>
  import('../people/Suggestions').then((m) => ({ default: m.Suggestions })),
);

// An account on another server, when the search names one (docs/federation.md): its card and
// store load with the first such search.
const RemoteAccountCard = lazy(() =>
  import('../people/RemoteAccountCard').then((m) => ({ default: m.RemoteAccountCard })),
);

/** /search: find users by name; follow or unfollow from the results. */
function SearchPage() {
  // The search's store loads with the page (no first screen needs it).
  const search = useLoadedStore('loadSearch');
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Search`}</h1>
      {search ? <PeopleSearch search={search} /> : null}
    </div>
  );
}

/** The search field and its results. */
const PeopleSearch = observer(function PeopleSearch({ search }: { search: SearchStore }) {
  const { session } = useStores();
  // The search in the address (`?q=`): a reload or a shared link shows the same results.
  useSearchAddress(search);
  const { t } = useLingui();
  return (
    <>
      <SearchField
        label={t`Search users`}
        placeholder={t`Search users...`}
        value={search.query}
        onValueChange={({ value }) => search.setQuery(value)}
        onClear={() => search.clear()}
        autoFocus
      />
      {looksLikeRemoteAccount(search.addressText) ? (
        <Suspense fallback={null}>
          <RemoteAccountCard text={search.addressText} />
        </Suspense>
      ) : null}
      {search.loading ? (
        <SkeletonList rows={SEARCH_LOADING_ROWS} label={t`Searching`} />
      ) : search.error ? (
        <EmptyState tone="error" title={storeText(search.error)} />
      ) : search.emptyText ? (
        <>
          <EmptyState title={storeText(search.emptyText)} />
          {/* Nothing typed or nobody found: people and tags to start from (docs/product.md#suggestions). */}
          <Suspense fallback={null}>
            <Suggestions />
          </Suspense>
        </>
      ) : (
        <ul className={styles.list} aria-label={t`Users`}>
          {search.users.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                href={profilePath(user.id, session.userId)}
                renderLink={renderRouterLink}
                {...(user.id === session.userId
                  ? {}
                  : {
                      following: user.isFollowing,
                      followRequested: user.followRequested,
                      followPending: search.follows.isPending(user.id),
                      onFollowChange: () => void search.toggleFollow(user.id),
                    })}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

export default SearchPage;
