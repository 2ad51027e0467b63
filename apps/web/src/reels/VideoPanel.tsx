import {
  Avatar,
  ReelActions,
  ReelPlayer,
  type ReelPlayerHandle,
  VideoViewer,
  type ViewerStep,
} from '@flick/design-system';
import {
  type CommentsStore,
  canEditVideo,
  type GridViewerSteps,
  VIEWER_REPORTING,
  type VideoModel,
} from '@flick/stores';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { storeText } from '../i18n/storeTexts';
import { useKeptTime } from '../pages/useKeptViewer';
import { SaveToggle } from '../people/SaveToggle';
import { useStores } from '../stores/StoresContext';
import { AuthorFollow } from './AuthorFollow';
import { AuthorLink } from './AuthorLink';
import { Caption } from './Caption';
import { CommentsComposer, CommentsList } from './CommentsPanel';
import { CommentsSheet } from './CommentsSheet';
import { useCaptionsPreference } from './captionsPreference';
import { LazyKeyboardHelp } from './LazyKeyboardHelp';
import { prefersReducedMotion } from './motion';
import { useMutedPreference } from './mutePreference';
import { OwnerActions } from './OwnerActions';
import { ownerActions as actionRow } from './OwnerActions.css';
import { ReelOverlay } from './ReelOverlay';
import { likeByDoubleTap, reelActionsProps } from './reelActions';
import { usePhoneLayout } from './usePhoneLayout';
import { useReelKeys } from './useReelKeys';
import { useWatchReports } from './useWatchReports';
import { VideoDate } from './VideoDate';
import * as styles from './VideoPanel.css';

/**
 * A shown video's name, unless one is given: `Video by {userName}`, or `Video` before it is
 * read, in the language shown.
 */
export function videoName(video: { userName: string } | undefined): string {
  if (!video) return t`Video`;
  const { userName } = video;
  return t`Video by ${userName}`;
}

/**
 * One video with its owner (Follow, or the owner's Edit), caption, date, comments (emoji
 * picker, like), like, download and share: the /reels/{id} viewer and the viewer opened from
 * a grid (profile, explore, hashtag). From the medium width the comments sit beside the
 * video; on a phone the video fills the screen with the owner, caption and actions over it,
 * as in the feed, and the comments open in a sheet (docs/product.md#video-viewer).
 */
export const VideoPanel = observer(function VideoPanel({
  model,
  comments,
  loading = false,
  error,
  onClose,
  keyboard = true,
  frame = 'page',
  steps,
  label: name,
  onDeleted,
}: {
  model: VideoModel | null;
  comments: CommentsStore | null;
  loading?: boolean;
  error?: string | null;
  onClose?: () => void;
  /** Whether the page-wide reel shortcuts drive this viewer (off inside a dialog). */
  keyboard?: boolean;
  /** `page` fills the window (/reels/{id}); `dialog` a grid's viewer dialog. */
  frame?: 'page' | 'dialog';
  /** The grid's store, when opened from one: previous and next through its videos. */
  steps?: GridViewerSteps;
  /** The viewer's and the player's name. Defaults to `videoName`. */
  label?: string;
  /**
   * The owner deleted the shown video. Grids close their viewer themselves (their stores
   * drop the video); the /reels/{id} page moves on.
   */
  onDeleted?: () => void;
}) {
  const stores = useStores();
  const { session, report } = stores;
  // Its texts follow the language shown (a switch renders it again).
  useLingui();
  const commentInput = useRef<HTMLInputElement | null>(null);
  // prefers-reduced-motion turns autoplay into tap-to-play (docs/product.md#keyboard-and-motion).
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [muted, setMuted] = useMutedPreference();
  const [helpOpen, setHelpOpen] = useState(false);
  const player = useRef<ReelPlayerHandle>(null);
  const [captionsOn, setCaptionsOn] = useCaptionsPreference();
  const captionsUrl = model?.video.captionsUrl;
  const phone = usePhoneLayout();
  // docs/product.md#video-viewer: in the /reels/{id} viewer a refused like is only logged.
  const reporting = frame === 'page' ? VIEWER_REPORTING : undefined;
  // The comments' sheet on a phone: closed, open to read (the comment button) or to write
  // (the C key, which focuses the box).
  const [commentsOpen, setCommentsOpen] = useState<'no' | 'read' | 'write'>('no');
  // The comment button: on a phone it opens the sheet (the box a tap away there, never
  // focused at once); beside the video it focuses the box, as the C key does.
  const focusComment = (intent: 'read' | 'write') => {
    if (phone) setCommentsOpen(intent);
    else commentInput.current?.focus();
  };
  // Each video the viewer moves to starts as the first one did (playing, unless reduced
  // motion asks for a tap), whatever the person did with the previous one.
  const [shownId, setShownId] = useState(model?.id);
  if (model?.id !== shownId) {
    setShownId(model?.id);
    setPlaying(!prefersReducedMotion());
    setCommentsOpen('no');
  }

  useReelKeys(
    keyboard
      ? {
          togglePlay: () => setPlaying((p) => !p),
          like: () => void model?.toggleLike(reporting),
          toggleMute: () => setMuted((m) => !m),
          toggleFullscreen: () => player.current?.toggleFullscreen(),
          focusComment: () => focusComment('write'),
          ...(captionsUrl ? { toggleCaptions: () => setCaptionsOn(!captionsOn) } : {}),
          showHelp: () => setHelpOpen(true),
        }
      : {},
  );

  const video = model?.video;
  // The viewer reports how much was watched, as the feeds do (docs/product.md#for-you).
  const reportTime = useWatchReports(video?.id);
  // Back on a page left with this video open, it goes on from there (docs/product.md#place-kept).
  const startTime = useKeptTime(video?.id);
  const label = name ?? videoName(video);
  // Beside the owner's name: Follow for someone else's video; the owner's own controls (Post
  // now, Insights, Edit and the delete confirmation) on theirs; nothing for a video from
  // another server (its author is followed from Search; it cannot be saved here).
  const beside =
    model && video && !video.remote ? (
      canEditVideo(video, session.userId) ? (
        <OwnerActions model={model} onDeleted={onDeleted} />
      ) : (
        <span className={actionRow}>
          <AuthorFollow author={video} />
          {/* Saved videos (docs/product.md#saved-videos): its code loads with this view. */}
          <SaveToggle videoId={video.id} />
        </span>
      )
    ) : null;
  // The date, and how many times the video was watched where the read says it.
  const views = video?.views;
  const details = video ? (
    <>
      <VideoDate createdAt={video.createdAt} />
      {views === undefined ? null : (
        <span>{` · ${plural(views, { one: '# view', other: '# views' })}`}</span>
      )}
    </>
  ) : null;
  return (
    <div className={frame === 'page' ? styles.pageFrame : styles.dialogFrame}>
      <VideoViewer
        label={label}
        fill={frame === 'page' || phone}
        loading={loading}
        {...(error ? { error: storeText(error) } : {})}
        {...(onClose ? { onClose } : {})}
        {...(steps
          ? {
              onStep: ({ direction }: { direction: ViewerStep }) => void steps.stepVideo(direction),
              hasPrevious: steps.hasPreviousVideo,
              hasNext: steps.hasNextVideo,
              nextPending: steps.loadingNextVideo,
            }
          : {})}
        player={
          video ? (
            <ReelPlayer
              key={video.id}
              src={video.iosUrl}
              poster={video.thumbUrl}
              // Played from its own server, which owes Flick no CORS answer (ADR 0157).
              {...(video.remote ? { cors: 'none' as const } : {})}
              label={label}
              preload="auto"
              {...(startTime ? { startTime } : {})}
              playing={playing}
              onPlayingChange={({ playing: next }) => setPlaying(next)}
              muted={muted}
              onMutedChange={({ muted: next }) => setMuted(next)}
              {...(video.captionsUrl ? { captions: { src: video.captionsUrl } } : {})}
              captionsOn={captionsOn}
              onCaptionsChange={({ captionsOn: next }) => setCaptionsOn(next)}
              onDoubleTap={() => model && likeByDoubleTap(model, reporting)}
              onTimeUpdate={(time) => reportTime({ item: video, ...time })}
              ref={player}
            />
          ) : undefined
        }
        {...(phone
          ? {
              overlay:
                model && video ? (
                  <ReelOverlay
                    model={model}
                    ownUserId={session.userId}
                    onCommentFocus={() => focusComment('read')}
                    beside={beside}
                    details={details}
                    {...(reporting ? { reporting } : {})}
                    {...(model.isOwn ? { onDelete: () => model.askDelete() } : {})}
                  />
                ) : undefined,
            }
          : {
              owner: video ? (
                <div className={styles.about}>
                  <div className={styles.ownerRow}>
                    <AuthorLink className={styles.owner} video={video} ownUserId={session.userId}>
                      <Avatar src={video.profilePicture} alt="" size={40} />
                      <span>
                        <strong>{video.userName}</strong>
                        <br />
                        <span
                          className={styles.name}
                        >{`${video.firstName} ${video.lastName}`}</span>
                      </span>
                    </AuthorLink>
                    {beside}
                  </div>
                  {video.caption ? (
                    <Caption video={video} ownUserId={session.userId} className={styles.caption} />
                  ) : null}
                  <span className={styles.date}>{details}</span>
                </div>
              ) : undefined,
              comments: comments ? <CommentsList comments={comments} /> : undefined,
              actions:
                model && video ? (
                  <ReelActions
                    tone="surface"
                    direction="row"
                    {...reelActionsProps(model, { userId: session.userId, report, reporting })}
                    onCommentFocus={() => focusComment('read')}
                    {...(model.isOwn ? { onDelete: () => model.askDelete() } : {})}
                  />
                ) : undefined,
              composer: comments ? (
                <CommentsComposer comments={comments} inputRef={commentInput} />
              ) : undefined,
            })}
      />
      {phone ? (
        <CommentsSheet
          comments={comments}
          open={commentsOpen !== 'no'}
          write={commentsOpen === 'write'}
          onClose={() => setCommentsOpen('no')}
        />
      ) : null}
      {keyboard ? <LazyKeyboardHelp open={helpOpen} onOpenChange={setHelpOpen} /> : null}
    </div>
  );
});
