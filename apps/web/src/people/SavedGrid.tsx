import { VideoGrid } from '@flick/design-system';
import { savedMessages } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { storeText } from '../i18n/storeTexts';
import { videoTiles } from '../pages/videoTiles';
import { useSavedStore } from './useSavedStore';

/**
 * The own profile's `Saved` tab (docs/product.md#saved-videos): the saved videos, last saved
 * first, each opening its video page. The saved store loads with the tab.
 */
const SavedGrid = observer(function SavedGrid() {
  const navigate = useNavigate();
  const saved = useSavedStore();
  const { t } = useLingui();
  // The tab shows the list as it is now: read again each time it opens.
  useEffect(() => {
    void saved?.load({ force: true });
  }, [saved]);
  const videos = saved?.videos ?? [];
  return (
    <VideoGrid
      label={t`Saved videos`}
      videos={videoTiles(videos)}
      loading={!saved || (saved.loading && !saved.loaded)}
      {...(saved?.error ? { error: storeText(saved.error) } : {})}
      emptyText={storeText(savedMessages.emptyTitle)}
      emptyDescription={storeText(savedMessages.emptyText)}
      onOpen={({ index }) => {
        const model = videos[index];
        if (model) navigate(`/reels/${model.id}`);
      }}
    />
  );
});

export default SavedGrid;
