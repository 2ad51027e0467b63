import { Button, EmptyState, PageLoader, ReelFeed, WhySheet } from '@flick/design-system';
import type { VideoModel } from '@flick/stores';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { storeText } from '../i18n/storeTexts';
import * as pageStyles from '../pages/FeedPage.css';
import { useStores } from '../stores/StoresContext';
import { STORE_TAB } from './feedTabs';
import * as styles from './TabFeed.css';
import { useFeedPlayer } from './useFeedPlayer';

// What an empty list suggests (docs/product.md#suggestions), fetched when it first shows: this
// page's own lazy import, so no chunk shared with the other page that shows it joins the
// routes' preload lists (the /reels budget, ADR 0109).
const Suggestions = lazy(() =>
  import('../people/Suggestions').then((m) => ({ default: m.Suggestions })),
);

const TEXTS = {
  'for-you': {
    label: msg`For you feed`,
    loading: msg`Loading For you feed`,
    emptyTitle: msg`Nothing to recommend yet`,
    emptyDescription: msg`Videos from the last week show up here, ranked for you.`,
  },
  following: {
    label: msg`Following feed`,
    loading: msg`Loading Following feed`,
    emptyTitle: msg`No videos from people you follow yet`,
    emptyDescription: msg`Follow people to see their videos here, newest first.`,
  },
} as const;

/**
 * The "For you" and "Following" tabs of /reels (docs/product.md#for-you): the same full-screen
 * feed as Home over the tab's own list, paged near its end, with loading, error (and retry)
 * and empty states; on "For you" each video says why it is there.
 */
const TabFeed = observer(function TabFeed({ feed: shown }: { feed: 'for-you' | 'following' }) {
  const { feedTabs } = useStores();
  const tab = STORE_TAB[shown];
  const list = feedTabs.lists[tab];
  const { t } = useLingui();
  const texts = TEXTS[shown];
  const [why, setWhy] = useState<VideoModel | null>(null);

  useEffect(() => {
    void feedTabs.show(tab);
  }, [feedTabs, tab]);

  const whyOf = (model: VideoModel | undefined) =>
    shown === 'for-you' && model && feedTabs.reasonsFor(model) ? () => setWhy(model) : undefined;
  const { feedProps, dialogs, waiting } = useFeedPlayer(list.videos, {
    place: tab,
    hasMore: list.hasMore,
    loadMore: () => void feedTabs.loadMore(tab),
    keys: (current) => {
      const showWhy = whyOf(current);
      return showWhy ? { showWhy } : {};
    },
    whyOf,
  });

  if (feedProps.items.length === 0 && (list.loading || waiting)) {
    return (
      <div className={pageStyles.empty}>
        <PageLoader label={t(texts.loading)} />
      </div>
    );
  }

  // The store's English lines, in the language shown.
  const reasons = why ? feedTabs.reasonsFor(why)?.map(storeText) : undefined;
  const author = why?.video.userName ?? '';
  return (
    <>
      <ReelFeed
        className={pageStyles.feed}
        label={t(texts.label)}
        {...feedProps}
        onEndReached={() => void feedTabs.loadMore(tab)}
        loading={list.loading}
        empty={
          <div className={pageStyles.empty}>
            {list.error ? (
              <EmptyState
                title={storeText(list.error)}
                tone="error"
                action={<Button onClick={() => void feedTabs.loadMore(tab)}>{t`Try again`}</Button>}
              />
            ) : (
              <>
                <EmptyState
                  title={t(texts.emptyTitle)}
                  description={t(texts.emptyDescription)}
                  action={
                    <Link className={styles.explore} to="/explore">
                      {t`Find people on Explore`}
                    </Link>
                  }
                />
                {/* An empty "Following" suggests people and tags (docs/product.md#suggestions). */}
                {shown === 'following' ? (
                  <Suspense fallback={null}>
                    <Suggestions />
                  </Suspense>
                ) : null}
              </>
            )}
          </div>
        }
      />
      {why && reasons ? (
        <WhySheet
          open
          onOpenChange={({ open }) => {
            if (!open) setWhy(null);
          }}
          title={t`Why am I seeing this?`}
          description={t`Video by @${author}`}
          reasons={reasons}
        />
      ) : null}
      {dialogs}
    </>
  );
});

export default TabFeed;
