import { commentsTexts } from '../../i18n/en/comments';
import { useTexts } from '../../i18n/MessagesProvider';
import { MoreIcon } from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { Menu, type MenuItem } from '../../primitives/Menu';
import * as styles from './CommentMenu.css';

/** The name of a comment's menu button (docs/product.md#comments). */
export const COMMENT_MENU_LABEL = commentsTexts.commentMenu;

export interface CommentMenuProps {
  /** Report chosen; without it there is no Report entry (e.g. your own comment). */
  onReport?: () => void;
  /** Delete chosen; offered only to the comment's author and the video's owner. */
  onDelete?: () => void;
}

/**
 * A comment's "More actions" menu: Report and Delete, each only when its callback is given
 * (nothing at all without either). A 32 px button; arrow keys, Enter and Escape work as in
 * every menu, and focus returns to the button.
 */
export function CommentMenu({ onReport, onDelete }: CommentMenuProps) {
  const t = useTexts(commentsTexts);
  const items: MenuItem[] = [
    ...(onReport ? [{ value: 'report', label: t.report }] : []),
    ...(onDelete ? [{ value: 'delete', label: t.deleteComment, tone: 'danger' as const }] : []),
  ];
  if (items.length === 0) return null;
  return (
    <Menu
      trigger={
        <IconButton
          label={t.commentMenu}
          icon={<MoreIcon size={16} />}
          size="sm"
          className={styles.trigger}
        />
      }
      items={items}
      side="bottom"
      onSelect={({ value }) => {
        if (value === 'report') onReport?.();
        else if (value === 'delete') onDelete?.();
      }}
    />
  );
}
