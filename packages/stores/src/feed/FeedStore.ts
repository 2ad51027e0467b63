import { type PagingKey, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import { messageOf, type StoreContext } from '../context';
import { videoMessages } from '../messages';
import { CommentsStore } from '../video/CommentsStore';
import { VideoModel } from '../video/VideoModel';
import type { VideoEvent } from '../video/videoEvents';
import { nextPageQuery } from './paging';

/** The /reels home feed: pages of 19 videos, newest first, and the open comments panel. */
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
    ctx.videoEvents.subscribe((event) => this.videoEvent(event));
  }

  /**
   * A deleted video leaves the feed (the player moves on to the next one) with its comments
   * panel; a deleted comment counts one fewer (docs/product.md#deleting-videos-and-comments);
   * an edited video shows the edit.
   */
  videoEvent(event: VideoEvent): void {
    if (event.type === 'videoEdited') {
      for (const model of this.videos) model.edited(event.video);
      return;
    }
    if (event.type === 'videoDeleted') {
      this.videos = this.videos.filter((model) => model.id !== event.videoId);
      if (this.comments?.videoId === event.videoId) this.comments = null;
      return;
    }
    for (const model of this.videos) if (model.id === event.videoId) model.commentDeleted();
    if (this.comments?.videoId === event.videoId) this.comments.commentGone(event.commentId);
  }

  /** GET /videos for the next page (the last video's id, userId and createdAt). */
  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.read = true;
    this.loading = true;
    this.error = null;
    try {
      const last = this.videos[this.videos.length - 1]?.video;
      const { data } = await unwrap(
        this.ctx.api.video.GET('/videos', { params: { query: nextPageQuery(last) } }),
        videoMessages.fetchVideos,
      );
      runInAction(() => {
        const known = new Set(this.videos.map((v) => v.id));
        for (const video of data.data.Items) {
          if (!known.has(video.id)) this.videos.push(new VideoModel(video, this.ctx));
        }
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
