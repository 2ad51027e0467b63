import { Dialog } from '@flick/design-system';
import type { CommentsStore, VideoModel } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { VideoPanel } from './VideoPanel';

/** A grid's selected video in a dialog (profile, explore, hashtag); Escape closes it. */
export const VideoDialog = observer(function VideoDialog({
  model,
  comments,
  onClose,
}: {
  model: VideoModel | null;
  comments: CommentsStore | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={model !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={model ? `Video by ${model.video.userName}` : 'Video'}
      hideTitle
      size="lg"
    >
      {model ? (
        <VideoPanel
          model={model}
          comments={comments}
          keyboard={false}
          onClose={onClose}
          frame="dialog"
        />
      ) : null}
    </Dialog>
  );
});
