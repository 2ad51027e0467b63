export {
  FEED_KEYS,
  feedStepOf,
  ReelFeed,
  type ReelFeedItem,
  type ReelFeedProps,
  WHEEL_QUIET_MS,
} from './ReelFeed';
