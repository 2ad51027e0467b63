import { Avatar, ReelActions, ReelCue } from '@flick/design-system';
import type { SavedStore, VideoModel, VideoReporting } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { saveVideo } from '../people/feedSaves';
import { useStores } from '../stores/StoresContext';
import { AuthorLink } from './AuthorLink';
import { LazyCaption } from './LazyCaption';
import * as styles from './ReelOverlay.css';
import { reelActionsProps } from './reelActions';

/**
 * Owner, caption and the like/comment/download/share column drawn over a feed video; the
 * captions cue (docs/product.md#captions) sits above the owner, clear of the buttons and the
 * seek bar, and above this overlay's dimming.
 */
export const ReelOverlay = observer(function ReelOverlay({
  model,
  ownUserId,
  onCommentFocus,
  onWhy,
  beside,
  details,
  onDelete,
  reporting,
  saves,
}: {
  model: VideoModel;
  ownUserId: string | null;
  onCommentFocus: () => void;
  /** Opens the "Why am I seeing this?" sheet; the button shows only when given (For you). */
  onWhy?: () => void;
  /** Beside the owner's name: Follow (the single-video views), or the owner's own controls. */
  beside?: ReactNode;
  /** Under the caption (the single-video views: when the video was posted). */
  details?: ReactNode;
  /** The owner's `Delete video` among the actions. */
  onDelete?: () => void;
  /** How a refused like is told (the /reels/{id} viewer only logs it); a toast by default. */
  reporting?: VideoReporting;
  /**
   * Offers Save among the actions (the feeds; docs/product.md#saved-videos): the saved store,
   * or null while it loads (Save then loads it as it is pressed). Never for a video from
   * another server.
   */
  saves?: SavedStore | null;
}) {
  const stores = useStores();
  const { t } = useLingui();
  const { report } = stores;
  const { video } = model;
  const actions = reelActionsProps(model, { userId: ownUserId, report, reporting });
  return (
    <div className={styles.overlay}>
      <div className={styles.info}>
        <ReelCue />
        <div className={styles.ownerRow}>
          <AuthorLink className={styles.owner} video={video} ownUserId={ownUserId}>
            <Avatar src={video.profilePicture} alt="" size={36} />
            <span>
              {video.userName}{' '}
              <span className={styles.name}>{`${video.firstName} ${video.lastName}`}</span>
            </span>
          </AuthorLink>
          {beside ? <span className={styles.beside}>{beside}</span> : null}
        </div>
        {video.caption ? (
          <LazyCaption video={video} ownUserId={ownUserId} className={styles.caption} />
        ) : null}
        {details ? <span className={styles.details}>{details}</span> : null}
        {onWhy ? (
          <button type="button" className={styles.why} onClick={onWhy}>
            {t`Why am I seeing this?`}
          </button>
        ) : null}
      </div>
      <ReelActions
        className={styles.actions}
        tone="rail"
        {...actions}
        onCommentFocus={onCommentFocus}
        {...(onDelete ? { onDelete } : {})}
        {...(saves === undefined || video.remote
          ? {}
          : {
              saved: saves?.isSaved(video.id) ?? false,
              pending: { ...actions.pending, save: saves?.pendingIds.has(video.id) ?? false },
              onSavedChange: ({ saved }: { saved: boolean }) =>
                void saveVideo(stores, video.id, saved),
            })}
      />
    </div>
  );
});
