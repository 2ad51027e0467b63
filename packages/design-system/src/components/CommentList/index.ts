export { CommentList, type CommentListProps, NO_COMMENTS_TEXT } from './CommentList';
