import type { VideoGridHandle } from '@flick/design-system';
import type { GridViewerSteps } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect } from 'react';
import { useStores } from '../stores/StoresContext';
import { VideoDialog } from './VideoDialog';

/**
 * The viewer for a post picked from a list by id (hashtag pages): the viewer store reads the
 * video and its comments, the dialog shows them, opening at once with a spinner (and staying
 * open while it moves to another video of the list).
 */
export const SelectedVideo = observer(function SelectedVideo({
  videoId,
  onClose,
  steps,
  grid,
}: {
  videoId: string | null;
  onClose: () => void;
  /** The list's store: previous and next through its videos. */
  steps?: GridViewerSteps;
  /** The grid the dialog was opened from, to give focus back to a tile. */
  grid?: RefObject<VideoGridHandle | null>;
}) {
  const { viewer } = useStores();
  useEffect(() => {
    if (videoId) void viewer.load(videoId);
  }, [viewer, videoId]);
  const ready = videoId !== null && viewer.videoId === videoId;
  return (
    <VideoDialog
      open={videoId !== null}
      model={ready ? viewer.video : null}
      comments={ready ? viewer.comments : null}
      loading={!ready || viewer.loading}
      error={ready ? viewer.error : null}
      onClose={onClose}
      {...(steps ? { steps } : {})}
      {...(grid ? { grid } : {})}
    />
  );
});
