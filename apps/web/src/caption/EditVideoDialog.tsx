import { Button, Dialog, DialogFooter } from '@flick/design-system';
import type { VideoEditStore } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { CoverPicker } from '../upload/CoverPicker';
import { CaptionDetails } from './CaptionDetails';

/**
 * The owner's edit sheet (docs/product.md#editing-a-video): the same caption field and
 * switches as the upload and, once the video is processed, the cover frame picked over the
 * processed video; saved in place, every screen's copy of the video shows the result. Loaded
 * with the owner's actions, with the shown language's `screens` texts.
 */
export const EditVideoDialog = observer(function EditVideoDialog({
  videoEdit,
}: {
  videoEdit: VideoEditStore;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={videoEdit.isOpen}
      onOpenChange={({ open }) => {
        if (!open) videoEdit.close();
      }}
      title={t`Edit video`}
      dismissible={!videoEdit.saving}
    >
      {videoEdit.draft ? (
        <CaptionDetails draft={videoEdit.draft} disabled={videoEdit.saving} />
      ) : null}
      {videoEdit.model && videoEdit.canPickCover ? (
        <CoverPicker
          src={videoEdit.model.video.iosUrl}
          value={videoEdit.cover}
          onChange={(seconds) => videoEdit.setCover(seconds)}
          disabled={videoEdit.saving}
        />
      ) : null}
      <DialogFooter>
        <Button variant="ghost" onClick={() => videoEdit.close()} disabled={videoEdit.saving}>
          {t`Cancel`}
        </Button>
        <Button
          onClick={() => void videoEdit.save()}
          disabled={!videoEdit.canSave}
          loading={videoEdit.saving}
        >
          {t`Save`}
        </Button>
      </DialogFooter>
    </Dialog>
  );
});
