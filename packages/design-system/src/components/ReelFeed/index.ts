export { ReelFeed, type ReelFeedItem, type ReelFeedProps } from './ReelFeed';
