import { Dialog } from '@flick/design-system';
import type { CommentsStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { CommentsComposer, CommentsList } from './CommentsPanel';

/** The feed's comments, in a dialog over the video (Escape closes it). */
const CommentsDialog = observer(function CommentsDialog({
  comments,
  onClose,
}: {
  comments: CommentsStore | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={comments !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title="Comments"
    >
      {comments ? (
        <>
          <CommentsList comments={comments} />
          <CommentsComposer comments={comments} />
        </>
      ) : null}
    </Dialog>
  );
});

export default CommentsDialog;
