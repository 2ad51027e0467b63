import { Dialog, gridVideoLabel, useMessages, type VideoGridHandle } from '@flick/design-system';
import type { CommentsStore, GridViewerSteps, VideoModel } from '@flick/stores';
import { useLingui } from '@lingui/react';
import { observer } from 'mobx-react-lite';
import { type RefObject, useRef } from 'react';
import * as styles from './VideoDialog.css';
import { VideoPanel, videoName } from './VideoPanel';

/**
 * A grid's selected video in a dialog (profile, explore, hashtag); Escape closes it. With
 * `steps` it moves through the grid's videos (docs/product.md#video-viewer), and on close
 * gives focus to the tile of the video it showed last.
 */
export const VideoDialog = observer(function VideoDialog({
  open,
  model,
  comments,
  loading = false,
  error = null,
  onClose,
  steps,
  grid,
}: {
  /** Defaults to whether there is a video to show. */
  open?: boolean;
  model: VideoModel | null;
  comments: CommentsStore | null;
  /** The video is being read (the dialog is open, the video not there yet). */
  loading?: boolean;
  error?: string | null;
  onClose: () => void;
  /** The grid's store: previous and next through its videos. */
  steps?: GridViewerSteps;
  /** The grid the dialog was opened from, to give focus back to a tile. */
  grid?: RefObject<VideoGridHandle | null>;
}) {
  // The tile to give focus back to: the store forgets the index as the dialog closes.
  const lastIndex = useRef<number | null>(null);
  if (steps && steps.selectedIndex !== null) lastIndex.current = steps.selectedIndex;
  const isOpen = open ?? model !== null;
  // Its name in the language shown: the design system's words for a grid's video, the app's
  // otherwise (a switch renders it again).
  const messages = useMessages();
  useLingui();
  // Its name, which the viewer also announces after a move: each video's own, even next to
  // one of the same owner (`Video 3 of 12 by maya.travels: Sunset`).
  const video = model?.video;
  const label =
    video && steps && steps.selectedIndex !== null
      ? gridVideoLabel(
          {
            position: steps.selectedIndex + 1,
            total: steps.total,
            userName: video.userName,
            caption: video.caption,
          },
          messages,
        )
      : videoName(video);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
      title={label}
      hideTitle
      size="lg"
      className={styles.dialog}
      {...(grid
        ? {
            returnFocusTo: () =>
              lastIndex.current === null ? null : grid.current?.tileAt(lastIndex.current),
          }
        : {})}
    >
      {isOpen ? (
        <VideoPanel
          model={model}
          comments={comments}
          loading={loading}
          error={error}
          keyboard={false}
          onClose={onClose}
          frame="dialog"
          label={label}
          {...(steps ? { steps } : {})}
        />
      ) : null}
    </Dialog>
  );
});
