import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../stores/StoresContext';
import { VideoDialog } from './VideoDialog';

/**
 * The viewer for a post picked from a list (explore, hashtag): the viewer store reads the
 * video and its comments, the dialog shows them.
 */
export const SelectedVideo = observer(function SelectedVideo({
  videoId,
  onClose,
}: {
  videoId: string | null;
  onClose: () => void;
}) {
  const { viewer } = useStores();
  useEffect(() => {
    if (videoId) void viewer.load(videoId);
  }, [viewer, videoId]);
  const ready = videoId !== null && viewer.videoId === videoId;
  return (
    <VideoDialog
      model={ready ? viewer.video : null}
      comments={ready ? viewer.comments : null}
      onClose={onClose}
    />
  );
});
