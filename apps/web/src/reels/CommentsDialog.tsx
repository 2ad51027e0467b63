import { Dialog } from '@flick/design-system';
import type { CommentsStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { CommentsComposer, CommentsList } from './CommentsPanel';

/** The feed's comments, in a dialog over the video (Escape closes it). */
const CommentsDialog = observer(function CommentsDialog({
  comments,
  onClose,
}: {
  comments: CommentsStore | null;
  onClose: () => void;
}) {
  // C and the comment button open this to write: the box takes the focus.
  const input = useRef<HTMLInputElement | null>(null);
  const open = comments !== null;
  useEffect(() => {
    if (open) requestAnimationFrame(() => input.current?.focus());
  }, [open]);
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
          <CommentsComposer comments={comments} inputRef={input} />
        </>
      ) : null}
    </Dialog>
  );
});

export default CommentsDialog;
