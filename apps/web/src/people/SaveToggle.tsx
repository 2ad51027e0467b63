import { SaveButton } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { useSavedStore } from './useSavedStore';

/**
 * Save / Saved for one video in the single-video views (docs/product.md#saved-videos). Busy
 * until the saved store has loaded and read which videos are saved; moves on the server's 200.
 */
export const SaveToggle = observer(function SaveToggle({ videoId }: { videoId: string }) {
  const saved = useSavedStore();
  return (
    <SaveButton
      saved={saved?.isSaved(videoId) ?? false}
      pending={!saved?.loaded || saved.pendingIds.has(videoId)}
      onSavedChange={({ saved: next }) => void saved?.setSaved(videoId, next)}
    />
  );
});
