export { COMMENT_MENU_LABEL, CommentMenu, type CommentMenuProps } from './CommentMenu';
