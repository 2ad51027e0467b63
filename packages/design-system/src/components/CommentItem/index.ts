export { CommentItem, type CommentItemProps, type CommentView } from './CommentItem';
