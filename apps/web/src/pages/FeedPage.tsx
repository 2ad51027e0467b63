import {
  EmptyState,
  feedTabId,
  PageLoader,
  ReelFeed,
  type ReelPlayerHandle,
} from '@flick/design-system';
import type { VideoModel } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bootVideoFor, endBoot } from '../boot';
import { useCaptionsPreference } from '../reels/captionsPreference';
import { FEED_PANEL_ID, useReelsFeed } from '../reels/feedTabs';
import { LazyKeyboardHelp } from '../reels/LazyKeyboardHelp';
import { prefersReducedMotion } from '../reels/motion';
import { useMutedPreference } from '../reels/mutePreference';
import { ReelOverlay } from '../reels/ReelOverlay';
import { likeByDoubleTap } from '../reels/reelActions';
import { useReelKeys } from '../reels/useReelKeys';
import { useWatchReports } from '../reels/useWatchReports';
import { useStores } from '../stores/StoresContext';
import * as styles from './FeedPage.css';

// The comments dialog (Radix, the emoji picker's button) loads when first opened.
const CommentsDialog = lazy(() => import('../reels/CommentsDialog'));
// The tab bar and the other tabs' feeds load after the page: Home never waits for them.
const FeedTabsBar = lazy(() => import('../reels/FeedTabsBar'));
const TabFeed = lazy(() => import('../reels/TabFeed'));

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
  const { feed, session } = useStores();
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useMutedPreference();
  const [helpOpen, setHelpOpen] = useState(false);
  const player = useRef<ReelPlayerHandle>(null);
  // prefers-reduced-motion turns autoplay into tap-to-play (docs/product.md#keyboard-and-motion).
  const [autoplay] = useState(() => !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplay);
  const [captionsOn, setCaptionsOn] = useCaptionsPreference();

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

  const items = feed.videos.map((model, position) => ({
    id: model.id,
    src: model.video.iosUrl,
    poster: model.video.thumbUrl,
    label: `Video by ${model.video.userName}`,
    ...(position === 0 && bootVideo ? { videoElement: bootVideo } : {}),
    ...(model.video.captionsUrl ? { captions: { src: model.video.captionsUrl } } : {}),
    model,
  }));
  const current: VideoModel | undefined = items[index]?.model;
  const onTimeUpdate = useWatchReports(current?.id);

  const openComments = (model: VideoModel | undefined) => {
    if (model) void feed.openComments(model);
  };

  // A move made here (not by the feed itself) starts the next video from `autoplay` too.
  const moveTo = (next: number) => {
    if (next === index || next < 0 || next >= items.length) return;
    setIndex(next);
    setPlaying(autoplay);
  };

  useReelKeys({
    next: () => moveTo(index + 1),
    previous: () => moveTo(index - 1),
    togglePlay: () => setPlaying((p) => !p),
    like: () => void current?.toggleLike(),
    toggleMute: () => setMuted((m) => !m),
    toggleFullscreen: () => player.current?.toggleFullscreen(),
    focusComment: () => openComments(current),
    ...(current?.video.captionsUrl ? { toggleCaptions: () => setCaptionsOn(!captionsOn) } : {}),
    showHelp: () => setHelpOpen(true),
  });

  return (
    <div className={styles.page}>
      <ReelFeed
        className={styles.feed}
        label="Home feed"
        items={items}
        index={index}
        onIndexChange={({ index: next }) => setIndex(next)}
        onEndReached={() => void feed.loadMore()}
        loading={feed.loading}
        autoplay={autoplay}
        playing={playing}
        onPlayingChange={({ playing: next }) => setPlaying(next)}
        muted={muted}
        onMutedChange={({ muted: next }) => setMuted(next)}
        captionsOn={captionsOn}
        onCaptionsChange={({ captionsOn: next }) => setCaptionsOn(next)}
        onDoubleTap={({ item }) => likeByDoubleTap(item.model)}
        onTimeUpdate={onTimeUpdate}
        playerRef={player}
        renderOverlay={({ item }) => (
          <ReelOverlay
            model={item.model}
            ownUserId={session.userId}
            onCommentFocus={() => openComments(item.model)}
          />
        )}
        empty={
          <div className={styles.empty}>
            <EmptyState
              title={feed.error ?? 'No videos yet'}
              description={feed.error ? undefined : 'Upload the first one with the Upload button.'}
              tone={feed.error ? 'error' : 'neutral'}
            />
          </div>
        }
      />
      <LazyKeyboardHelp open={helpOpen} onOpenChange={setHelpOpen} />
      {feed.comments ? (
        <Suspense fallback={null}>
          <CommentsDialog comments={feed.comments} onClose={() => feed.closeComments()} />
        </Suspense>
      ) : null}
    </div>
  );
});

export default FeedPage;
