import type { ReportStore, VideoModel, VideoReporting } from '@flick/stores';
import { shareVideo } from './shareVideo';

/**
 * What `ReelActions` shows and does for one video, the same in the feed and the viewer:
 * counts, pending states, the owner's download setting, and the model's own calls.
 * Callers add the layout props and what the comment button focuses.
 */
export function reelActionsProps(
  model: VideoModel,
  viewer: { userId: string | null; report: ReportStore; reporting?: VideoReporting | undefined },
) {
  const { video } = model;
  // A video from another server is reported there, not to Flick's moderators (docs/federation.md).
  const reportable = video.userId !== viewer.userId && !video.remote;
  return {
    likes: model.likeCount,
    liked: model.liked,
    comments: model.commentCount,
    downloads: model.downloadCount,
    shares: model.shareCount,
    pending: {
      like: model.likePending,
      download: model.downloadPending,
      share: model.sharePending,
    },
    // A refused like or unlike: the heart, taken back, shakes once (ADR 0100).
    likeFailed: model.likeToggle.state === 'failed',
    canDownload: video.allowDownload === '1',
    onLikeChange: () => void model.toggleLike(viewer.reporting),
    onDownload: () => void model.download(),
    onShare: () => void shareVideo(model),
    // Anyone but its owner may report a video (docs/product.md#reports-and-moderation).
    ...(reportable
      ? { onReport: () => viewer.report.start({ targetType: 'video', targetId: video.id }) }
      : {}),
  };
}

/**
 * A double tap on a video likes it and never unlikes it (docs/product.md#player-gestures-and-keys):
 * an already liked video, or one whose like is on its way, stays as it is.
 */
export function likeByDoubleTap(model: VideoModel, reporting?: VideoReporting): void {
  if (model.liked || model.likePending) return;
  void model.toggleLike(reporting);
}
