import { FeedTabs } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { FEED_PANEL_ID, FEED_TABS, feedOf, type ReelsFeed } from './feedTabs';

/**
 * The /reels tab bar (docs/product.md#for-you). Loaded after the feed's first chunk: the Radix
 * tabs stay out of the first load, and the Home feed never waits for them.
 */
export default function FeedTabsBar({
  value,
  onChange,
}: {
  value: ReelsFeed;
  onChange: (next: ReelsFeed) => void;
}) {
  const { t } = useLingui();
  return (
    <FeedTabs
      items={FEED_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
      value={value}
      onValueChange={(change) => onChange(feedOf(change.value))}
      label={t`Feeds`}
      panelId={FEED_PANEL_ID}
    />
  );
}
