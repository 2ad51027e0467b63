import { type PagingKey, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { videoMessages } from '../messages';
import { CommentsStore } from '../video/CommentsStore';
import type { VideoModel } from '../video/VideoModel';
import type { VideoEvent } from '../video/videoEvents';
import { appendNew, nextPageQuery } from './paging';

/**
 * The /reels home feed: pages of 19 videos, newest first, and the open comments panel. The
 * videos are their shared models (ADR 0113); the next page is asked with the server's key.
 */
export class FeedStore {
  videos: VideoModel[] = [];
  lastEvaluatedKey: PagingKey | null = null;
  hasMore = true;
  loading = false;
  error: string | null = null;
  /** The comments panel of the video being watched, if open. */
  comments: CommentsStore | null = null;
  /** Whether the feed has been asked for at least once. */
  private read = false;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'read'>(this, { ctx: false, read: false });
    ctx.videos.subscribe((event) => this.videoEvent(event));
  }

  /**
   * A deleted video leaves the feed (the player moves on to the next one) with its comments
   * panel; a deleted comment leaves the open panel
   * (docs/product.md#deleting-videos-and-comments).
   */
  videoEvent(event: VideoEvent): void {
    if (event.type === 'videoDeleted') {
      this.videos = this.videos.filter((model) => model.id !== event.videoId);
      if (this.comments?.videoId === event.videoId) this.comments = null;
    } else if (event.type === 'commentDeleted' && this.comments?.videoId === event.videoId) {
      this.comments.commentGone(event.commentId);
    }
  }

  /** GET /videos for the next page (with the previous page's `LastEvaluatedKey`). */
  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.read = true;
    this.loading = true;
    this.error = null;
    try {
      const query = nextPageQuery(this.lastEvaluatedKey);
      const { data } = await unwrap(
        this.ctx.api.video.GET('/videos', { params: { query } }),
        videoMessages.fetchVideos,
      );
      runInAction(() => {
        this.videos = appendNew(this.videos, this.ctx.videos.upsertAll(data.data.Items));
        this.lastEvaluatedKey = data.data.LastEvaluatedKey ?? null;
        // The last page has no LastEvaluatedKey; an empty page also ends the feed.
        this.hasMore = data.data.Items.length > 0 && data.data.LastEvaluatedKey !== undefined;
      });
    } catch (error) {
      const message = messageOf(error, videoMessages.fetchVideos);
      runInAction(() => {
        this.error = message;
      });
      this.ctx.notify.error(message);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Starts over from the newest video if the feed has been read before (e.g. after an upload). */
  async reload(): Promise<void> {
    if (this.read) await this.refresh();
  }

  /** Starts over from the newest video. */
  async refresh(): Promise<void> {
    this.videos = [];
    this.lastEvaluatedKey = null;
    this.hasMore = true;
    await this.loadMore();
  }

  /** Opens the comments panel of a video and loads its comments. */
  async openComments(video: VideoModel): Promise<void> {
    this.comments = new CommentsStore(this.ctx, video);
    await this.comments.load();
  }

  closeComments(): void {
    this.comments = null;
  }
}
