import type { FeedTab } from '@flick/stores';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router-dom';

/** The feeds /reels shows (docs/product.md#for-you): Home, the default, and the two tabs. */
export type ReelsFeed = 'home' | 'for-you' | 'following';

/** The query parameter naming the feed on screen: `/reels?feed=for-you`. */
export const FEED_PARAM = 'feed';

/** The tab bar's feeds, in order, with their labels (translated where shown). */
export const FEED_TABS: readonly { value: ReelsFeed; label: MessageDescriptor }[] = [
  { value: 'home', label: msg`Home` },
  { value: 'for-you', label: msg`For you` },
  { value: 'following', label: msg`Following` },
];

/** The id of the panel showing the feed (the tabs control it). */
export const FEED_PANEL_ID = 'reels-feed';

/** The store's list behind a tab. */
export const STORE_TAB: Record<Exclude<ReelsFeed, 'home'>, FeedTab> = {
  'for-you': 'forYou',
  following: 'following',
};

/** The feed a `?feed=` value names; anything else is Home. */
export function feedOf(value: string | null): ReelsFeed {
  return FEED_TABS.find((tab) => tab.value === value)?.value ?? 'home';
}

/**
 * The feed on screen, kept in the URL: a reload shows the same tab and Back returns to the
 * one before. Home has no parameter, so `/reels` stays the Home feed's address.
 */
export function useReelsFeed(): [ReelsFeed, (next: ReelsFeed) => void] {
  const [params, setParams] = useSearchParams();
  const feed = feedOf(params.get(FEED_PARAM));
  // The tab bar reports a press once (FeedTabs), so each change is one history entry and
  // Back returns to the feed before it.
  const show = (next: ReelsFeed) => {
    if (next === feed) return;
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'home') updated.delete(FEED_PARAM);
      else updated.set(FEED_PARAM, next);
      return updated;
    });
  };
  return [feed, show];
}
