// English, the comments: list, item, menu and composer (ADR 0135). One module per area, so each
// screen's chunk carries only its own words.
import type { DesignSystemMessages } from '../messages';

export const commentsTexts = {
  addComment: 'Add a comment',
  addCommentPlaceholder: 'Add a comment...',
  addEmoji: 'Add emoji',
  closeEmojiPicker: 'Close emoji picker',
  loadingEmojiPicker: 'Loading emoji picker',
  emojiPicker: 'Emoji picker',
  post: 'Post',
  comments: 'Comments',
  loadingComments: 'Loading comments',
  noComments: 'No comments yet. Be the first to comment!',
  commentBy: (userName) => `Comment by ${userName}`,
  likeComment: 'Like comment',
  commentMenu: 'More actions',
  deleteComment: 'Delete',
} satisfies Partial<DesignSystemMessages>;
