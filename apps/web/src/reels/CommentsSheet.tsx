import { Sheet } from '@flick/design-system';
import type { CommentsStore } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { CommentsComposer, CommentsList } from './CommentsPanel';

/**
 * A video's comments in a sheet over it (docs/product.md#comments): a bottom sheet on a
 * phone, a panel at the right from the medium width. Opening never focuses the comment box
 * (a phone's keyboard would cover the list); a tap on the box does, and so does the C key
 * (`write`), someone at a keyboard asking to write. Escape, the close button and a swipe
 * down close it, and the focus goes back to the control that had it.
 */
export const CommentsSheet = observer(function CommentsSheet({
  comments,
  open = comments !== null,
  write = false,
  onClose,
}: {
  comments: CommentsStore | null;
  /** Defaults to whether there are comments to show. */
  open?: boolean;
  /** Opened to write (the C key): the comment box takes the focus. */
  write?: boolean;
  onClose: () => void;
}) {
  const box = useRef<HTMLInputElement | null>(null);
  const { t } = useLingui();
  return (
    <Sheet
      open={open && comments !== null}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
      title={t`Comments`}
      {...(write ? { initialFocus: box } : {})}
      footer={comments ? <CommentsComposer comments={comments} inputRef={box} /> : undefined}
    >
      {comments ? <CommentsList comments={comments} /> : null}
    </Sheet>
  );
});

/** The default export, for the feed's lazy import. */
export default CommentsSheet;
