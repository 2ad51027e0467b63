import {
  Button,
  EmptyState,
  PageLoader,
  ReelFeed,
  type ReelPlayerHandle,
  WhySheet,
} from '@flick/design-system';
import type { VideoModel } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import { useCaptionsPreference } from './captionsPreference';
import { STORE_TAB } from './feedTabs';
import { LazyKeyboardHelp } from './LazyKeyboardHelp';
import { prefersReducedMotion } from './motion';
import { useMutedPreference } from './mutePreference';
import { ReelOverlay } from './ReelOverlay';
import { likeByDoubleTap } from './reelActions';
import * as styles from './TabFeed.css';
import { useReelKeys } from './useReelKeys';
import { useWatchReports } from './useWatchReports';

const CommentsDialog = lazy(() => import('./CommentsDialog'));

const TEXTS = {
  'for-you': {
    label: 'For you feed',
    emptyTitle: 'Nothing to recommend yet',
    emptyDescription: 'Videos from the last week show up here, ranked for you.',
  },
  following: {
    label: 'Following feed',
    emptyTitle: 'No videos from people you follow yet',
    emptyDescription: 'Follow people to see their videos here, newest first.',
  },
} as const;

/** The "Why am I seeing this?" sheet's title (docs/product.md#for-you). */
export const WHY_TITLE = 'Why am I seeing this?';

/**
 * The "For you" and "Following" tabs of /reels (docs/product.md#for-you): the same full-screen
 * feed as Home over the tab's own list, paged near its end, with loading, error (and retry)
 * and empty states; on "For you" each video says why it is there.
 */
const TabFeed = observer(function TabFeed({ feed: shown }: { feed: 'for-you' | 'following' }) {
  const { feedTabs, feed, session } = useStores();
  const tab = STORE_TAB[shown];
  const list = feedTabs.lists[tab];
  const texts = TEXTS[shown];
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useMutedPreference();
  const [helpOpen, setHelpOpen] = useState(false);
  const [why, setWhy] = useState<VideoModel | null>(null);
  const player = useRef<ReelPlayerHandle>(null);
  const [autoplay] = useState(() => !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplay);
  const [captionsOn, setCaptionsOn] = useCaptionsPreference();

  useEffect(() => {
    void feedTabs.show(tab);
  }, [feedTabs, tab]);

  const items = list.videos.map((model) => ({
    id: model.id,
    src: model.video.iosUrl,
    poster: model.video.thumbUrl,
    label: `Video by ${model.video.userName}`,
    ...(model.video.captionsUrl ? { captions: { src: model.video.captionsUrl } } : {}),
    model,
  }));
  const current: VideoModel | undefined = items[index]?.model;
  const onTimeUpdate = useWatchReports(current?.id);
  const whyOf = (model: VideoModel | undefined) =>
    shown === 'for-you' && model && feedTabs.reasonsFor(model) ? () => setWhy(model) : undefined;
  const showWhy = whyOf(current);

  const openComments = (model: VideoModel | undefined) => {
    if (model) void feed.openComments(model);
  };
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
    ...(showWhy ? { showWhy } : {}),
    showHelp: () => setHelpOpen(true),
  });

  if (items.length === 0 && list.loading) {
    return (
      <div className={styles.state}>
        <PageLoader label={`Loading ${texts.label}`} />
      </div>
    );
  }

  const reasons = why ? feedTabs.reasonsFor(why) : undefined;
  return (
    <>
      <ReelFeed
        className={styles.feed}
        label={texts.label}
        items={items}
        index={index}
        onIndexChange={({ index: next }) => setIndex(next)}
        onEndReached={() => void feedTabs.loadMore(tab)}
        loading={list.loading}
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
            onWhy={whyOf(item.model)}
          />
        )}
        empty={
          <div className={styles.state}>
            {list.error ? (
              <EmptyState
                title={list.error}
                tone="error"
                action={<Button onClick={() => void feedTabs.loadMore(tab)}>Try again</Button>}
              />
            ) : (
              <EmptyState
                title={texts.emptyTitle}
                description={texts.emptyDescription}
                action={
                  <Link className={styles.explore} to="/explore">
                    Find people on Explore
                  </Link>
                }
              />
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
          title={WHY_TITLE}
          description={`Video by @${why.video.userName}`}
          reasons={reasons}
        />
      ) : null}
      <LazyKeyboardHelp open={helpOpen} onOpenChange={setHelpOpen} />
      {feed.comments ? (
        <Suspense fallback={null}>
          <CommentsDialog comments={feed.comments} onClose={() => feed.closeComments()} />
        </Suspense>
      ) : null}
    </>
  );
});

export default TabFeed;
