import { type HashTag, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { appendNew, PAGE_SIZE } from '../feed/paging';
import { exploreMessages } from '../messages';
import type { VideoModel } from '../video/VideoModel';
import type { VideoEvent } from '../video/videoEvents';

/**
 * A /hashtag/{hashtag} page: the tag and its videos (their shared models, ADR 0113), paged
 * (GET /hashtag/{tag}).
 */
export class HashtagStore {
  tag: string | null = null;
  hashTag: HashTag | null = null;
  videos: VideoModel[] = [];
  pageNumber = 0;
  hasMore = true;
  loading = false;
  error: string | null = null;
  /** The index of the video open in the viewer (the video store reads it by id), or null. */
  selectedIndex: number | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
    ctx.videos.subscribe((event) => this.videoEvent(event));
  }

  /**
   * A deleted video leaves the page and its count (the viewer on it closes)
   * (docs/product.md#deleting-videos-and-comments); an edited video's tile shows the edit (its
   * shared model), and one whose edited caption no longer carries this tag leaves the page as
   * a deleted one does (the server re-derives its hashtags,
   * docs/product.md#caption-hashtags-and-mentions).
   */
  videoEvent(event: VideoEvent): void {
    if (event.type === 'videoEdited') {
      const tag = this.tag?.toLowerCase();
      const tagged = event.video.hashtags.some((name) => name.toLowerCase() === tag);
      if (tag === undefined || tagged) return;
    } else if (event.type !== 'videoDeleted') return;
    this.leave(event.videoId);
  }

  /** Takes a video off the page and its count; the viewer on it closes, one on another stays. */
  private leave(videoId: string): void {
    const index = this.videos.findIndex((video) => video.id === videoId);
    if (index === -1) return;
    const selected = this.selectedVideoId;
    this.videos = this.videos.filter((video) => video.id !== videoId);
    if (this.hashTag) {
      this.hashTag = { ...this.hashTag, videoCount: Math.max(0, this.hashTag.videoCount - 1) };
    }
    if (selected === videoId) this.selectedIndex = null;
    else if (selected !== null) {
      this.selectedIndex = this.videos.findIndex((video) => video.id === selected);
    }
  }

  /**
   * What the page says when it lists no video: that the tag has none yet, or, when its count
   * (the real total, docs/product.md#hashtag-pages) is above zero, that this viewer's mutes,
   * blocks or keyword filters hide them.
   */
  get emptyText(): string {
    return (this.hashTag?.videoCount ?? 0) > 0
      ? exploreMessages.tagVideosHidden
      : exploreMessages.noTagVideos;
  }

  /** The id of the video open in the viewer, or null. */
  get selectedVideoId(): string | null {
    return this.selectedIndex === null ? null : (this.videos[this.selectedIndex]?.id ?? null);
  }

  /** Opens the viewer on the video at an index of the list (a tile chosen, or a move). */
  openVideo(index: number): void {
    if (this.videos[index]) this.selectedIndex = index;
  }

  closeVideo(): void {
    this.selectedIndex = null;
  }

  /** Opens a tag from its first page. */
  async open(tag: string): Promise<void> {
    this.tag = tag;
    this.selectedIndex = null;
    this.hashTag = null;
    this.videos = [];
    this.pageNumber = 0;
    this.hasMore = true;
    this.error = null;
    await this.loadMore();
  }

  /** Reads the next page and appends it. */
  async loadMore(): Promise<void> {
    const tag = this.tag;
    if (tag === null || this.loading || !this.hasMore) return;
    const pageNumber = this.pageNumber + 1;
    this.loading = true;
    try {
      const { data } = await unwrap(
        this.ctx.api.discovery.GET('/hashtag/{hashtag}', {
          params: { path: { hashtag: tag }, query: { pageSize: PAGE_SIZE, pageNumber } },
        }),
        exploreMessages.videosFailed,
      );
      if (this.tag !== tag) return;
      runInAction(() => {
        this.hashTag = data.data.hashTag;
        this.videos = appendNew(this.videos, this.ctx.videos.upsertAll(data.data.videos));
        this.pageNumber = pageNumber;
        this.hasMore = data.data.hasMore && data.data.videos.length > 0;
      });
    } catch {
      runInAction(() => {
        this.error = exploreMessages.videosFailed;
      });
      this.ctx.notify.error(exploreMessages.videosFailed);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }
}
