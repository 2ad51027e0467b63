import type { ReelFeedItem, ReelPlayerHandle } from '@flick/design-system';
import { type FeedName, placeIndex, placeNeedsMore, type VideoModel } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withScreenTexts } from '../i18n/i18n';
import { useSavedStoreWhenIdle } from '../people/feedSaves';
import { useStores } from '../stores/StoresContext';
import { useCaptionsPreference } from './captionsPreference';
import { LazyKeyboardHelp } from './LazyKeyboardHelp';
import { prefersReducedMotion } from './motion';
import { useMutedPreference } from './mutePreference';
import { ReelOverlay } from './ReelOverlay';
import { likeByDoubleTap } from './reelActions';
import { type ReelKeyHandlers, useReelKeys } from './useReelKeys';
import { useWatchReports } from './useWatchReports';

// Its texts are in the `screens` catalog: they come with it.
const CommentsSheet = lazy(withScreenTexts(() => import('./CommentsSheet')));
// The owner's Post now, Insights, Edit and delete confirmation, as in the viewer: loaded with
// the first video of their own a feed shows (no first frame needs them).
const OwnerActions = lazy(withScreenTexts(() => import('./OwnerActions')));

/** The open video's comments, fetched the first time comments open; `write`: see CommentsSheet. */
const FeedComments = observer(function FeedComments({ write }: { write: boolean }) {
  const { feed } = useStores();
  if (!feed.comments) return null;
  return (
    <Suspense fallback={null}>
      <CommentsSheet comments={feed.comments} write={write} onClose={() => feed.closeComments()} />
    </Suspense>
  );
});

/** One video of a feed, with the model its overlay and shortcuts act on. */
export interface FeedPlayerItem extends ReelFeedItem {
  model: VideoModel;
}

export interface FeedPlayerOptions {
  /** Which feed this is: it opens where the person left it (docs/product.md#place-kept). */
  place: FeedName;
  /** The feed's list has pages not read yet. */
  hasMore: boolean;
  /** Reads the next page (the feed's kept video may be on one). */
  loadMore: () => void;
  /** A `<video>` already playing the first video (the /reels boot, ADR 0062): adopted. */
  firstVideo?: HTMLVideoElement | undefined;
  /** Shortcuts of this feed besides the shared ones, for the video on screen (`showWhy`). */
  keys?: (current: VideoModel | undefined) => ReelKeyHandlers;
  /** Opens why a video is in this feed, for the videos that say so (the overlay's button). */
  whyOf?: (model: VideoModel) => (() => void) | undefined;
}

/**
 * The player state of a full-screen feed (Home, "For you", "Following"): the video on screen,
 * play intent, sound and captions (both remembered), the keyboard map
 * (docs/product.md#player-gestures-and-keys), watch reports, the help dialog and the comments.
 * Autoplay is off when the visitor prefers reduced motion (docs/product.md#keyboard-and-motion).
 * `feedProps` go to `ReelFeed` as they are (each video's overlay included); `dialogs` (the
 * keyboard help and the comments) are rendered beside it.
 */
export function useFeedPlayer(models: readonly VideoModel[], options: FeedPlayerOptions) {
  const { feed, session, place } = useStores();
  // The video on screen by id, so the feed stays on it when the list changes under it; read
  // from the kept place when the feed opens, reported to it on every move.
  const [chosen, setChosen] = useState(() => place.feed(options.place));
  const index = placeIndex(chosen, models);
  const setIndex = (next: number) => setChosen({ videoId: models[next]?.id ?? null, index: next });
  // Kept once the move has rendered: nothing of it runs in the input's own task (ADR 0066).
  const feedName = options.place;
  useEffect(() => {
    if (chosen) place.keepFeed(feedName, chosen);
  }, [place, feedName, chosen]);
  // The kept video may be past the pages read (a reload reads the first one): read on, and
  // show nothing but the loading feed meanwhile rather than another video first.
  const waiting = placeNeedsMore(chosen, models, options.hasMore);
  const { loadMore } = options;
  useEffect(() => {
    if (waiting) loadMore();
  }, [waiting, loadMore]);
  const [muted, setMuted] = useMutedPreference();
  const { t } = useLingui();
  // A feed item's name, read out as it comes into view.
  const videoBy = (userName: string) => t`Video by ${userName}`;
  const [helpOpen, setHelpOpen] = useState(false);
  const player = useRef<ReelPlayerHandle>(null);
  // Read once when the feed opens.
  const [autoplay] = useState(() => !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplay);
  const [captionsOn, setCaptionsOn] = useCaptionsPreference();

  const items: FeedPlayerItem[] = (waiting ? [] : models).map((model, position) => ({
    id: model.id,
    src: model.video.iosUrl,
    poster: model.video.thumbUrl,
    // Played from its own server, which owes Flick no CORS answer (ADR 0157).
    ...(model.video.remote ? { cors: 'none' as const } : {}),
    label: videoBy(model.video.userName),
    ...(position === 0 && options.firstVideo ? { videoElement: options.firstVideo } : {}),
    // The kept video goes on from the time kept with it (a move's place names none).
    startTime: model.id === chosen?.videoId ? chosen.time : undefined,
    ...(model.video.captionsUrl ? { captions: { src: model.video.captionsUrl } } : {}),
    model,
  }));
  const current: VideoModel | undefined = items[index]?.model;
  const onTimeUpdate = useWatchReports(current?.id);
  const saves = useSavedStoreWhenIdle();

  // Whether the comments were opened to write (the C key) rather than to read (the button).
  const [write, setWrite] = useState(false);
  const openComments = (model: VideoModel | undefined, toWrite = false) => {
    if (!model) return;
    setWrite(toWrite);
    void feed.openComments(model);
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
    focusComment: () => openComments(current, true),
    ...(current?.video.captionsUrl ? { toggleCaptions: () => setCaptionsOn(!captionsOn) } : {}),
    ...options.keys?.(current),
    showHelp: () => setHelpOpen(true),
  });

  return {
    /** Reading on towards the kept video: the feed shows as loading. */
    waiting,
    feedProps: {
      items,
      index,
      onIndexChange: ({ index: next }: { index: number }) => setIndex(next),
      autoplay,
      playing,
      onPlayingChange: ({ playing: next }: { playing: boolean }) => setPlaying(next),
      muted,
      onMutedChange: ({ muted: next }: { muted: boolean }) => setMuted(next),
      captionsOn,
      onCaptionsChange: ({ captionsOn: next }: { captionsOn: boolean }) => setCaptionsOn(next),
      onDoubleTap: ({ item }: { item: FeedPlayerItem }) => likeByDoubleTap(item.model),
      onTimeUpdate,
      playerRef: player,
      renderOverlay: ({ item: { model } }: { item: FeedPlayerItem }) => (
        <ReelOverlay
          model={model}
          ownUserId={session.userId}
          onCommentFocus={() => openComments(model)}
          onWhy={options.whyOf?.(model)}
          // Save, as in the apps people know, for anyone's video but one's own.
          {...(model.isOwn ? {} : { saves })}
          {...(model.isOwn
            ? {
                beside: (
                  <Suspense fallback={null}>
                    <OwnerActions model={model} />
                  </Suspense>
                ),
                onDelete: () => model.askDelete(),
              }
            : {})}
        />
      ),
    },
    dialogs: (
      <>
        <LazyKeyboardHelp open={helpOpen} onOpenChange={setHelpOpen} />
        <FeedComments write={write} />
      </>
    ),
  };
}
