import { type HashTag, type PagingKey, unwrap, type Video } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { appendNew, nextPageQuery, PAGE_SIZE } from '../feed/paging';
import { FollowToggle } from '../follows/followToggle';
import { exploreMessages } from '../messages';
import type { AddressedSearch } from '../search/searchAddress';
import type { UserModel } from '../users/UserCache';
import { CommentsStore } from '../video/CommentsStore';
import type { VideoModel } from '../video/VideoModel';
import type { VideoEvent } from '../video/videoEvents';

/** The explore tabs; `all` is the default (docs/product.md#explore). */
export type ExploreTab = 'all' | 'videos' | 'users' | 'hashtags';

/**
 * The /explore screen: the explore state of docs/product.md#state-areas and the behaviour of
 * docs/product.md#explore.
 */
export class ExploreStore implements AddressedSearch {
  /** The browsing grid, paged: the videos' shared models (ADR 0113). */
  videos: VideoModel[] = [];
  /** Videos of the current search. */
  searchVideos: VideoModel[] = [];
  /** People of the current search: their one models (ADR 0126). */
  users: UserModel[] = [];
  hashtags: HashTag[] = [];
  hasMore = true;
  loadingVideos = false;
  loadingSearch = false;
  lastEvaluatedKey: PagingKey | null = null;
  /** The search input as typed. */
  inputValue = '';
  /** The text the shown search results answer. */
  searchQuery = '';
  showSearchResults = false;
  activeTab: ExploreTab = 'all';
  selectedIndex: number | null = null;
  /** The selected post's model, for the viewer (like, download, share): its tile's own. */
  selectedVideo: VideoModel | null = null;
  /** The selected post's comments. */
  comments: CommentsStore | null = null;
  /** The results' follow toggle. */
  readonly follows: FollowToggle;
  error: string | null = null;

  constructor(private readonly ctx: StoreContext) {
    this.follows = new FollowToggle(ctx, exploreMessages.followFailed, () =>
      ctx.notify.error(exploreMessages.followFailed),
    );
    makeAutoObservable<this, 'ctx'>(this, { ctx: false, follows: false });
    ctx.videos.subscribe((event) => this.videoEvent(event));
  }

  /** The selected post as read, or null. */
  get selectedPost(): Video | null {
    return this.selectedVideo?.video ?? null;
  }

  /**
   * A deleted video leaves the grid and the search's videos (its open viewer closes); a
   * deleted comment leaves the open viewer's list
   * (docs/product.md#deleting-videos-and-comments). Counts and edits need nothing here: the
   * tiles and the viewer read the videos' shared models (ADR 0113).
   */
  videoEvent(event: VideoEvent): void {
    const { videoId } = event;
    if (event.type === 'videoEdited') return;
    if (event.type === 'commentDeleted') {
      if (this.comments?.videoId === videoId) this.comments.commentGone(event.commentId);
      return;
    }
    this.videos = this.videos.filter((video) => video.id !== videoId);
    this.searchVideos = this.searchVideos.filter((video) => video.id !== videoId);
    const selected = this.selectedPost;
    if (selected?.id === videoId) this.clearSelectedPost();
    else if (selected) {
      // The open post may have moved up in the grid it was opened from.
      const index = this.shownVideos.findIndex((video) => video.id === selected.id);
      if (index !== -1) this.selectedIndex = index;
    }
  }

  /** The grid on screen: the search's videos while results show, else the browsing grid. */
  get shownVideos(): VideoModel[] {
    return this.showSearchResults ? this.searchVideos : this.videos;
  }

  /** True while any explore call is in flight. */
  get loading(): boolean {
    return this.loadingVideos || this.loadingSearch;
  }

  /**
   * GET /videos for the next page (with the previous page's `LastEvaluatedKey`); appends; an
   * empty page sets hasMore false (docs/product.md#explore). Asked `withViews=1`: the grid's
   * tiles show view counts, which the feeds' pages leave out (docs/product.md#view-counts).
   */
  async fetchVideos(): Promise<void> {
    if (this.loadingVideos || !this.hasMore) return;
    this.loadingVideos = true;
    try {
      const { data } = await unwrap(
        this.ctx.api.video.GET('/videos', {
          params: { query: { ...nextPageQuery(this.lastEvaluatedKey), withViews: 1 } },
        }),
        exploreMessages.videosFailed,
      );
      runInAction(() => {
        const page = data.data.Items;
        if (page.length === 0) {
          this.hasMore = false;
          return;
        }
        this.videos = appendNew(this.videos, this.ctx.videos.upsertAll(page));
        this.lastEvaluatedKey = data.data.LastEvaluatedKey ?? null;
        if (data.data.LastEvaluatedKey === undefined) this.hasMore = false;
      });
    } catch {
      runInAction(() => {
        this.error = exploreMessages.videosFailed;
      });
      this.ctx.notify.error(exploreMessages.videosFailed);
    } finally {
      runInAction(() => {
        this.loadingVideos = false;
      });
    }
  }

  /**
   * The search the page's address carries as `?q=` (ADR 0140): the one last submitted, '' once
   * the box is cleared. Typing alone changes nothing there.
   */
  get addressText(): string {
    return this.searchQuery;
  }

  /**
   * The address names `text` (the page opened, Back or Forward, a shared link): the box shows
   * it and it is searched at once. Nothing happens for blank text or for the search already
   * shown (its results are still in memory).
   */
  openFromAddress(text: string): void {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed === this.searchQuery) return;
    this.inputValue = trimmed;
    void this.search();
  }

  setInputValue(text: string): void {
    this.inputValue = text;
    if (text.trim() === '') this.clearSearch();
  }

  /**
   * GET /discovery?search&pageSize=19&pageNumber=1 for the input; shows the results.
   * Blank text hides them instead.
   */
  async search(): Promise<void> {
    const text = this.inputValue.trim();
    if (text === '') {
      this.clearSearch();
      return;
    }
    this.searchQuery = text;
    this.loadingSearch = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.discovery.GET('/discovery', {
          params: { query: { search: text, pageSize: PAGE_SIZE, pageNumber: 1 } },
        }),
        exploreMessages.searchFailed,
      );
      if (this.searchQuery !== text) return; // cleared or replaced meanwhile
      runInAction(() => {
        this.searchVideos = this.ctx.videos.upsertAll(data.data.videos ?? []);
        this.users = this.ctx.users.upsertAll(data.data.users);
        this.hashtags = data.data.hashTags ?? [];
        this.showSearchResults = true;
      });
    } catch {
      runInAction(() => {
        this.error = exploreMessages.searchFailed;
      });
      this.ctx.notify.error(exploreMessages.searchFailed);
    } finally {
      runInAction(() => {
        this.loadingSearch = false;
      });
    }
  }

  /** Clearing the search hides the results (docs/product.md#explore). */
  clearSearch(): void {
    this.inputValue = '';
    this.searchQuery = '';
    this.showSearchResults = false;
    this.searchVideos = [];
    this.users = [];
    this.hashtags = [];
  }

  /** Shows or hides the current search results without forgetting them. */
  setShowSearchResults(show: boolean): void {
    this.showSearchResults = show && this.searchQuery !== '';
  }

  setActiveTab(tab: ExploreTab): void {
    this.activeTab = tab;
  }

  /**
   * Opens the post at an index of the grid on screen (a tile chosen, or a viewer's move) in
   * the viewer: its model for its actions and its comments, read at once (as the profile's
   * viewer does). Nothing past the loaded posts.
   */
  async openPost(index: number): Promise<void> {
    const video = this.shownVideos[index];
    if (!video) return;
    this.selectedIndex = index;
    this.selectedVideo = video;
    const comments = new CommentsStore(this.ctx, video);
    this.comments = comments;
    await comments.load();
  }

  clearSelectedPost(): void {
    this.selectedIndex = null;
    this.selectedVideo = null;
    this.comments = null;
  }

  /** Follows, unfollows or withdraws a request to a user of the results (when the server agreed). */
  async toggleFollow(userId: string): Promise<void> {
    await this.follows.toggleUser(userId);
  }
}
