import {
  Button,
  EmptyState,
  pluralCount,
  SearchField,
  Tabs,
  UserRow,
  VideoGrid,
  type VideoGridHandle,
} from '@flick/design-system';
import { type ExploreStore, type ExploreTab, exploreGridSteps } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { profilePath, renderRouterLink } from '../reels/links';
import { VideoDialog } from '../reels/VideoDialog';
import { useStores } from '../stores/StoresContext';
import { useLoadedStore } from '../stores/useLoadedStore';
import * as styles from './Page.css';
import { useKeptViewer } from './useKeptViewer';
import { useSearchAddress } from './useSearchAddress';
import { videoTiles } from './videoTiles';

/** /explore: every video, paged; a search over videos, users and hashtags in tabs. */
function ExplorePage() {
  // The page's store loads with it (no first screen needs it, docs/architecture.md#performance).
  const explore = useLoadedStore('loadExplore');
  return explore ? <Explore explore={explore} /> : null;
}

/** The page once its store is here. */
const Explore = observer(function Explore({ explore }: { explore: ExploreStore }) {
  const { session } = useStores();
  const { t } = useLingui();
  const grid = useRef<VideoGridHandle>(null);
  const steps = useMemo(() => exploreGridSteps(explore), [explore]);

  useEffect(() => {
    if (explore.videos.length === 0) void explore.fetchVideos();
  }, [explore]);

  // The search in the address (`?q=`): a reload or a shared link shows the same results.
  useSearchAddress(explore);

  useKeptViewer(explore.shownVideos, explore.selectedVideo?.id ?? null, (index) => {
    void explore.openPost(index);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void explore.search();
  };

  const videoGrid = (
    <>
      <VideoGrid
        ref={grid}
        label={t`Videos`}
        videos={videoTiles(explore.shownVideos)}
        loading={explore.showSearchResults ? explore.loadingSearch : explore.loadingVideos}
        emptyText={t`No videos found.`}
        onOpen={({ index }) => void explore.openPost(index)}
      />
      {!explore.showSearchResults && explore.hasMore && explore.videos.length > 0 ? (
        <Button
          className={styles.more}
          variant="secondary"
          loading={explore.loadingVideos}
          onClick={() => void explore.fetchVideos()}
        >
          {t`Load more`}
        </Button>
      ) : null}
    </>
  );
  const users =
    explore.users.length === 0 ? (
      <EmptyState title={t`No users found.`} />
    ) : (
      <ul className={styles.list} aria-label={t`Users`}>
        {explore.users.map((user) => (
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
                    followPending: explore.follows.isPending(user.id),
                    onFollowChange: () => void explore.toggleFollow(user.id),
                  })}
            />
          </li>
        ))}
      </ul>
    );
  const hashtags =
    explore.hashtags.length === 0 ? (
      <EmptyState title={t`No hashtags found.`} />
    ) : (
      <ul className={styles.tagList} aria-label={t`Hashtags`}>
        {explore.hashtags.map((tag) => (
          <li key={tag.name}>
            <Link className={styles.tag} to={`/hashtag/${encodeURIComponent(tag.name)}`}>
              #{tag.name}
              <span>· {pluralCount(tag.videoCount, 'video', 'videos')}</span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>{t`Explore`}</h1>
      <form className={styles.searchForm} onSubmit={submit}>
        <SearchField
          className={styles.grow}
          label={t`Search videos, users and hashtags`}
          placeholder={t`Search`}
          value={explore.inputValue}
          onValueChange={({ value }) => explore.setInputValue(value)}
          onClear={() => explore.clearSearch()}
        />
        <Button type="submit" loading={explore.loadingSearch}>
          {t`Search`}
        </Button>
      </form>
      {explore.showSearchResults ? (
        <Tabs
          label={t`Search results`}
          value={explore.activeTab}
          onValueChange={({ value }) => explore.setActiveTab(value as ExploreTab)}
          items={[
            {
              value: 'all',
              label: t`All`,
              content: (
                <div className={styles.page}>
                  <h2 className={styles.sectionTitle}>{t`Users`}</h2>
                  {users}
                  <h2 className={styles.sectionTitle}>{t`Hashtags`}</h2>
                  {hashtags}
                  <h2 className={styles.sectionTitle}>{t`Videos`}</h2>
                  {videoGrid}
                </div>
              ),
            },
            { value: 'videos', label: t`Videos`, content: videoGrid },
            { value: 'users', label: t`Users`, content: users },
            { value: 'hashtags', label: t`Hashtags`, content: hashtags },
          ]}
        />
      ) : (
        videoGrid
      )}
      <VideoDialog
        model={explore.selectedVideo}
        comments={explore.comments}
        onClose={() => explore.clearSelectedPost()}
        steps={steps}
        grid={grid}
      />
    </div>
  );
});

export default ExplorePage;
