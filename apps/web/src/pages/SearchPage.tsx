import {
  EmptyState,
  SEARCH_LOADING_ROWS,
  SearchField,
  SkeletonList,
  UserRow,
} from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { renderRouterLink } from '../reels/links';
import { useStores } from '../stores/StoresContext';
import * as styles from './Page.css';

// What an empty list suggests (docs/product.md#suggestions), fetched when it first shows: this
// page's own lazy import, so no chunk shared with the other page that shows it joins the
// routes' preload lists (the /reels budget, ADR 0109).
const Suggestions = lazy(() =>
  import('../people/Suggestions').then((m) => ({ default: m.Suggestions })),
);

/** /search: find users by name; follow or unfollow from the results. */
const SearchPage = observer(function SearchPage() {
  const { search, session } = useStores();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search</h1>
      <SearchField
        label="Search users"
        placeholder="Search users..."
        value={search.query}
        onValueChange={({ value }) => search.setQuery(value)}
        onClear={() => search.clear()}
        autoFocus
      />
      {search.loading ? (
        <SkeletonList rows={SEARCH_LOADING_ROWS} label="Searching" />
      ) : search.error ? (
        <EmptyState tone="error" title={search.error} />
      ) : search.emptyText ? (
        <>
          <EmptyState title={search.emptyText} />
          {/* Nothing typed or nobody found: people and tags to start from (docs/product.md#suggestions). */}
          <Suspense fallback={null}>
            <Suggestions />
          </Suspense>
        </>
      ) : (
        <ul className={styles.list} aria-label="Users">
          {search.users.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                href={user.id === session.userId ? '/profile' : `/user/profile/${user.id}`}
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
    </div>
  );
});

export default SearchPage;
