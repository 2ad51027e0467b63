export { type FeedTabItem, FeedTabs, type FeedTabsProps, feedTabId } from './FeedTabs';
