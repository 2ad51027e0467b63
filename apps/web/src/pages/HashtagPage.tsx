import { Button, EmptyState, VideoGrid, type VideoGridHandle } from '@flick/design-system';
import { type HashtagStore, hashtagGridSteps } from '@flick/stores';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { storeText } from '../i18n/storeTexts';
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
  const { t } = useLingui();
  return store ? (
    <TagVideos hashtag={hashtag} store={store} />
  ) : (
    <div className={styles.widePage}>
      <h1 className={styles.title}>#{hashtag}</h1>
      <VideoGrid label={t`Videos tagged #${hashtag}`} videos={[]} loading onOpen={() => {}} />
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
  const { t } = useLingui();
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
      {count !== undefined ? <p>{plural(count, { one: '# video', other: '# videos' })}</p> : null}
      {store.error && store.videos.length === 0 ? (
        <EmptyState tone="error" title={storeText(store.error)} />
      ) : (
        <VideoGrid
          ref={grid}
          label={t`Videos tagged #${hashtag}`}
          videos={videoTiles(store.videos)}
          loading={store.loading && store.videos.length === 0}
          emptyText={storeText(store.emptyText)}
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
          {t`Load more`}
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
