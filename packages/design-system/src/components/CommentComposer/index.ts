export {
  CommentComposer,
  type CommentComposerProps,
  EMOJI_PICKER_HEIGHT,
  EMOJI_PICKER_WIDTH,
} from './CommentComposer';
