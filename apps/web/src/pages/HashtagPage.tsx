import {
  Button,
  EmptyState,
  pluralCount,
  VideoGrid,
  type VideoGridHandle,
} from '@flick/design-system';
import { type HashtagStore, hashtagGridSteps } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { SelectedVideo } from '../reels/SelectedVideo';
import { useLoadedStore } from '../stores/useLoadedStore';
import * as styles from './Page.css';
import { useKeptViewer } from './useKeptViewer';
import { videoTiles } from './videoTiles';

/** /hashtag/{hashtag}: the tag's videos, newest first, paged. */
function HashtagPage() {
  const { hashtag = '' } = useParams();
  // The hashtag store loads with the page (no first screen needs it).
  const store = useLoadedStore('loadHashtag');
  return store ? (
    <TagVideos hashtag={hashtag} store={store} />
  ) : (
    <div className={styles.widePage}>
      <h1 className={styles.title}>#{hashtag}</h1>
      <VideoGrid label={`Videos tagged #${hashtag}`} videos={[]} loading onOpen={() => {}} />
    </div>
  );
}

/** The tag's count, grid and viewer. */
const TagVideos = observer(function TagVideos({
  hashtag,
  store,
}: {
  hashtag: string;
  store: HashtagStore;
}) {
  const grid = useRef<VideoGridHandle>(null);
  const steps = useMemo(() => hashtagGridSteps(store), [store]);

  useEffect(() => {
    void store.open(hashtag);
    // The viewer belongs to this page: it is not open again on coming back.
    return () => store.closeVideo();
  }, [store, hashtag]);

  useKeptViewer(store.videos, store.selectedVideoId, (index) => store.openVideo(index));

  const count = store.hashTag?.videoCount;
  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>#{hashtag}</h1>
      {count !== undefined ? <p>{pluralCount(count, 'video', 'videos')}</p> : null}
      {store.error && store.videos.length === 0 ? (
        <EmptyState tone="error" title={store.error} />
      ) : (
        <VideoGrid
          ref={grid}
          label={`Videos tagged #${hashtag}`}
          videos={videoTiles(store.videos)}
          loading={store.loading && store.videos.length === 0}
          emptyText={store.emptyText}
          onOpen={({ index }) => store.openVideo(index)}
        />
      )}
      {store.hasMore && store.videos.length > 0 ? (
        <Button
          className={styles.more}
          variant="secondary"
          loading={store.loading}
          onClick={() => void store.loadMore()}
        >
          Load more
        </Button>
      ) : null}
      <SelectedVideo
        videoId={store.selectedVideoId}
        onClose={() => store.closeVideo()}
        steps={steps}
        grid={grid}
      />
    </div>
  );
});

export default HashtagPage;
