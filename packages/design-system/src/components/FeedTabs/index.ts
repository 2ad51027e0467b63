export { type FeedTabItem, FeedTabs, type FeedTabsProps } from './FeedTabs';
export { feedTabId } from './feedTabId';
