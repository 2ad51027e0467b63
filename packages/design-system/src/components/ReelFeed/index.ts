export {
  FEED_KEYS,
  feedStepOf,
  ReelFeed,
  type ReelFeedItem,
  type ReelFeedProps,
} from './ReelFeed';
