import { Sheet } from '@flick/design-system';
import type { CommentsStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { CommentsComposer, CommentsList } from './CommentsPanel';

/**
 * A video's comments in a sheet over it (docs/product.md#comments): a bottom sheet on a
 * phone, a panel at the right from the medium width. Opening never focuses the comment box
 * (a phone's keyboard would cover the list); a tap on the box does. Escape, the close button
 * and a swipe down close it, and the focus goes back to the button that opened it.
 */
export const CommentsSheet = observer(function CommentsSheet({
  comments,
  open = comments !== null,
  onClose,
}: {
  comments: CommentsStore | null;
  /** Defaults to whether there are comments to show. */
  open?: boolean;
  onClose: () => void;
}) {
  return (
    <Sheet
      open={open && comments !== null}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
      title="Comments"
      footer={comments ? <CommentsComposer comments={comments} /> : undefined}
    >
      {comments ? <CommentsList comments={comments} /> : null}
    </Sheet>
  );
});

/** The default export, for the feed's lazy import. */
export default CommentsSheet;
