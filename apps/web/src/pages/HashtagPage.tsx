import { Button, EmptyState, VideoGrid } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SelectedVideo } from '../reels/SelectedVideo';
import { useStores } from '../stores/StoresContext';
import * as styles from './Page.css';

/** /hashtag/{hashtag}: the tag's videos, newest first, paged. */
const HashtagPage = observer(function HashtagPage() {
  const { hashtag = '' } = useParams();
  const { hashtag: store } = useStores();
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    void store.open(hashtag);
  }, [store, hashtag]);

  const count = store.hashTag?.videoCount;
  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>#{hashtag}</h1>
      {count !== undefined ? <p>{count === 1 ? '1 video' : `${count} videos`}</p> : null}
      {store.error && store.videos.length === 0 ? (
        <EmptyState tone="error" title={store.error} />
      ) : (
        <VideoGrid
          label={`Videos tagged #${hashtag}`}
          videos={store.videos.map((video) => ({
            id: video.id,
            thumbUrl: video.thumbUrl,
            likes: video.likes,
            label: video.caption || `Video by ${video.userName}`,
          }))}
          loading={store.loading && store.videos.length === 0}
          emptyText={store.emptyText}
          onOpen={({ index }) => setSelected(store.videos[index]?.id ?? null)}
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
      <SelectedVideo videoId={selected} onClose={() => setSelected(null)} />
    </div>
  );
});

export default HashtagPage;
