import { unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { videoMessages } from '../messages';
import { CommentsStore } from './CommentsStore';
import type { VideoModel } from './VideoModel';
import type { VideoEvent } from './videoEvents';

/**
 * The single video viewer at /reels/{id}: the video (its shared model, ADR 0113), its comments
 * and actions. Comment failures are only logged here, and like failures when the page passes
 * `VIEWER_REPORTING` (docs/product.md#video-viewer).
 */
export class VideoViewerStore {
  videoId: string | null = null;
  video: VideoModel | null = null;
  comments: CommentsStore | null = null;
  loading = false;
  /** `Error fetching video` when the video could not be read. */
  error: string | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
    ctx.videos.subscribe((event) => this.videoEvent(event));
  }

  /**
   * The shown video deleted: the viewer empties (the page around it moves on); a deleted
   * comment leaves its list (docs/product.md#deleting-videos-and-comments).
   */
  videoEvent(event: VideoEvent): void {
    if (this.video?.id !== event.videoId) return;
    if (event.type === 'videoDeleted') {
      this.video = null;
      this.comments = null;
    } else if (event.type === 'commentDeleted') {
      this.comments?.commentGone(event.commentId);
    }
  }

  /** GET /videos?videoId (data.Items[0]), then its comments. */
  async load(videoId: string): Promise<void> {
    this.videoId = videoId;
    this.video = null;
    this.comments = null;
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.video.GET('/videos', { params: { query: { videoId } } }),
        videoMessages.fetchVideo,
      );
      const found = data.data.Items[0];
      if (!found) throw new Error('The answer held no video');
      if (this.videoId !== videoId) return; // a newer load won
      const video = this.ctx.videos.upsert(found);
      const comments = new CommentsStore(this.ctx, video, true);
      runInAction(() => {
        this.video = video;
        this.comments = comments;
        this.loading = false;
      });
      await comments.load();
    } catch (error) {
      if (this.videoId !== videoId) return;
      // docs/product.md#video-viewer: a fetch failure shows 'Error fetching video' (our words, not
      // the server's).
      runInAction(() => {
        this.error = videoMessages.fetchVideo;
        this.loading = false;
      });
      this.ctx.logger.error(videoMessages.fetchVideo, error);
    }
  }
}
