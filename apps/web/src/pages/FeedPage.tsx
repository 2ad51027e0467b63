import { EmptyState, feedTabId, PageLoader, ReelFeed } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { bootVideoFor, endBoot } from '../boot';
import { withScreenTexts } from '../i18n/i18n';
import { storeText } from '../i18n/storeTexts';
import { FEED_PANEL_ID, useReelsFeed } from '../reels/feedTabs';
import { useFeedPlayer } from '../reels/useFeedPlayer';
import { useStores } from '../stores/StoresContext';
import * as styles from './FeedPage.css';

// The comments dialog (Radix, the emoji picker's button) loads when first opened.
// The tab bar and the other tabs' feeds load after the page: Home never waits for them.
// Each with the other screens' texts in the language shown (ADR 0143).
const FeedTabsBar = lazy(withScreenTexts(() => import('../reels/FeedTabsBar')));
const TabFeed = lazy(withScreenTexts(() => import('../reels/TabFeed')));

/**
 * /reels (docs/product.md#for-you): the tab bar over the feed it names in the URL, Home (the
 * default, `/reels`), "For you" (`?feed=for-you`) or "Following" (`?feed=following`).
 */
const FeedPage = observer(function FeedPage() {
  const [shown, show] = useReelsFeed();
  // The boot starts Home's first video on any /reels address: another feed ends it at once.
  useLayoutEffect(() => {
    if (shown !== 'home') endBoot();
  }, [shown]);
  return (
    <div className={styles.tabs}>
      <Suspense fallback={null}>
        <FeedTabsBar value={shown} onChange={show} />
      </Suspense>
      <div
        role="tabpanel"
        id={FEED_PANEL_ID}
        aria-labelledby={feedTabId(FEED_PANEL_ID, shown)}
        className={styles.panel}
      >
        {shown === 'home' ? (
          <HomeFeed />
        ) : (
          <div className={styles.page}>
            <Suspense fallback={<PageLoader />}>
              <TabFeed key={shown} feed={shown} />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
});

/** The full-screen home feed; the visible video plays, the next one preloads. */
const HomeFeed = observer(function HomeFeed() {
  const { feed } = useStores();
  const { t } = useLingui();

  useEffect(() => {
    if (feed.videos.length === 0) void feed.loadMore();
  }, [feed]);

  // The first video may be playing already, started by src/boot/reelsBoot.ts: the feed's
  // first player adopts that element. Once the feed shows videos (or an error), or leaves,
  // the boot ends: no video of its own may appear after that.
  const bootVideo = bootVideoFor(feed.videos[0]?.video.iosUrl);
  const settled = feed.videos.length > 0 || (!feed.loading && feed.error !== null);
  useLayoutEffect(() => {
    if (settled) endBoot();
  }, [settled]);
  useLayoutEffect(() => endBoot, []);

  const { feedProps, dialogs, waiting } = useFeedPlayer(feed.videos, {
    place: 'home',
    hasMore: feed.hasMore,
    loadMore: () => void feed.loadMore(),
    firstVideo: bootVideo,
  });

  return (
    <div className={styles.page}>
      <ReelFeed
        className={styles.feed}
        label={t`Home feed`}
        {...feedProps}
        onEndReached={() => void feed.loadMore()}
        loading={feed.loading || waiting}
        empty={
          <div className={styles.empty}>
            <EmptyState
              title={feed.error ? storeText(feed.error) : t`No videos yet`}
              description={feed.error ? undefined : t`Upload the first one with the Upload button.`}
              tone={feed.error ? 'error' : 'neutral'}
            />
          </div>
        }
      />
      {dialogs}
    </div>
  );
});

export default FeedPage;
