import { Button, Dialog, DialogFooter } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoresContext';
import { CaptionDetails } from './CaptionDetails';

/**
 * The owner's edit sheet (docs/product.md#editing-a-video): the same caption field and
 * switches as the upload, saved in place; the video on screen shows the result.
 */
export const EditVideoDialog = observer(function EditVideoDialog() {
  const { videoEdit } = useStores();
  return (
    <Dialog
      open={videoEdit.isOpen}
      onOpenChange={({ open }) => {
        if (!open) videoEdit.close();
      }}
      title="Edit video"
      dismissible={!videoEdit.saving}
    >
      <CaptionDetails draft={videoEdit.draft} disabled={videoEdit.saving} />
      <DialogFooter>
        <Button variant="ghost" onClick={() => videoEdit.close()} disabled={videoEdit.saving}>
          Cancel
        </Button>
        <Button
          onClick={() => void videoEdit.save()}
          disabled={!videoEdit.canSave}
          loading={videoEdit.saving}
        >
          Save
        </Button>
      </DialogFooter>
    </Dialog>
  );
});
