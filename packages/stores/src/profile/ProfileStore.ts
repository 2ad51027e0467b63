import { type Profile, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { FollowToggle } from '../follows/followToggle';
import { moderationMessages, profileMessages } from '../messages';
import { storageKeys } from '../session/SessionStore';
import type { UserModel } from '../users/UserCache';
import { CommentsStore } from '../video/CommentsStore';
import type { VideoModel } from '../video/VideoModel';
import type { VideoEvent } from '../video/videoEvents';

/**
 * How the own profile re-reads its videos while one is processing: the first time after
 * 2 s, then each wait 1.5 times longer, never more than 15 s apart. A `videoReady` or
 * `videoFailed` notification re-reads at once and starts the waits over.
 */
export const PROCESSING_REFRESH = { firstMs: 2000, factor: 1.5, maxMs: 15_000 } as const;

/** The profile tabs (docs/product.md#profile): the user's videos and their duet videos. */
export type ProfileTab = 'videos' | 'duet';

/**
 * /profile and /user/profile/{userId} (docs/product.md#profile,
 * docs/product.md#follow).
 */
export class ProfileStore {
  userId: string | null = null;
  /**
   * The shown person's one model (ADR 0126): name, picture, privacy, follow state and the
   * follower counts, which every other screen showing them reads too.
   */
  user: UserModel | null = null;
  /** The profile as last read, for what only the profile shows (about, blocked, muted, totals). */
  private row: Profile | null = null;
  /** True while the profile is being read (docs/product.md#profile). */
  loading = false;
  /** The "no user" state: the profile could not be read (docs/product.md#profile). */
  noUser = false;
  activeTab: ProfileTab = 'videos';
  videos: VideoModel[] = [];
  duetVideos: VideoModel[] = [];
  loadingVideos = false;
  loadingDuets = false;
  /** The profile's follow toggle (follow, unfollow, withdraw a request). */
  readonly follows: FollowToggle;
  blockPending = false;
  /** A mute or unmute call is in flight. */
  mutePending = false;
  /** The unfollow confirmation modal (docs/product.md#follow). */
  confirmingUnfollow = false;
  /** The block confirmation modal (docs/product.md#block). */
  confirmingBlock = false;
  /** The index, in the active tab's list, of the video open in the viewer. */
  selectedIndex: number | null = null;
  /** The open viewer's comments. */
  comments: CommentsStore | null = null;
  /** Ids of own videos whose removal is under way. */
  removingIds: string[] = [];
  /** True while a page shows this profile: only then are processing videos re-read. */
  private watching = false;
  private refreshTimer: unknown = null;
  private refreshDelay: number = PROCESSING_REFRESH.firstMs;

  constructor(private readonly ctx: StoreContext) {
    this.follows = new FollowToggle(ctx, profileMessages.followFailed, () =>
      ctx.notify.error(profileMessages.followFailed),
    );
    makeAutoObservable<this, 'ctx' | 'refreshTimer' | 'refreshDelay'>(this, {
      ctx: false,
      follows: false,
      refreshTimer: false,
      refreshDelay: false,
    });
    ctx.videos.subscribe((event) => this.videoEvent(event));
  }

  /**
   * A deleted video leaves both tabs (the viewer on it closes) and the header's counts are
   * read again; a deleted comment leaves the open viewer's list
   * (docs/product.md#deleting-videos-and-comments). Edits and counts need nothing here: the
   * tiles and the viewer read the videos' shared models (ADR 0113).
   */
  videoEvent(event: VideoEvent): void {
    const { videoId } = event;
    if (event.type === 'videoEdited') return;
    const holds = (model: VideoModel) => model.id === videoId;
    if (event.type === 'commentDeleted') {
      if (this.comments?.videoId === videoId) this.comments.commentGone(event.commentId);
      return;
    }
    if (!this.videos.some(holds) && !this.duetVideos.some(holds)) return;
    const selected = this.selectedVideo?.id ?? null;
    this.videos = this.videos.filter((model) => !holds(model));
    this.duetVideos = this.duetVideos.filter((model) => !holds(model));
    this.keepSelection(selected);
    void this.refreshCounts();
  }

  /**
   * The shown profile: its last read with what the person's one model holds now (a follow
   * made on any screen moves `isFollowing` and `totalFollowers` here at once).
   */
  get profile(): Profile | null {
    const { row, user } = this;
    if (!row || user?.id !== row.id) return null;
    return {
      ...row,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      profilePicture: user.profilePicture,
      isPrivate: user.isPrivate,
      isFollowing: user.isFollowing,
      followRequested: user.followRequested,
      totalFollowers: user.totalFollowers ?? row.totalFollowers,
      totalFollowings: user.totalFollowings ?? row.totalFollowings,
    };
  }

  /** Whether this is the caller's own profile. */
  get isOwn(): boolean {
    return this.userId !== null && this.userId === this.ctx.storage.getItem(storageKeys.userId);
  }

  /** The active tab's videos. */
  get shownVideos(): VideoModel[] {
    return this.activeTab === 'videos' ? this.videos : this.duetVideos;
  }

  /** Whether one of the shown own videos is still being processed by the server. */
  get hasProcessingVideos(): boolean {
    return (
      this.isOwn &&
      [...this.videos, ...this.duetVideos].some((model) => model.video.state === 'processing')
    );
  }

  /** The video open in the viewer, if any. */
  get selectedVideo(): VideoModel | null {
    return this.selectedIndex === null ? null : (this.shownVideos[this.selectedIndex] ?? null);
  }

  /** Opens the caller's own profile (/profile). */
  async loadOwn(): Promise<void> {
    const own = this.ctx.storage.getItem(storageKeys.userId);
    if (own) await this.load(own);
    else this.setNoUser();
  }

  /** GET /user/profile/{userId}, then the videos tab. */
  async load(userId: string): Promise<void> {
    this.stopRefreshing();
    this.watching = true;
    this.userId = userId;
    this.loading = true;
    this.noUser = false;
    this.activeTab = 'videos';
    this.videos = [];
    this.duetVideos = [];
    this.closeVideo();
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/user/profile/{userId}', { params: { path: { userId } } }),
        profileMessages.fetchFailed,
      );
      if (this.userId !== userId) return;
      runInAction(() => {
        this.setRow(data.data);
        this.loading = false;
      });
    } catch {
      if (this.userId !== userId) return;
      this.setNoUser();
      this.ctx.notify.error(profileMessages.fetchFailed);
      return;
    }
    await this.loadVideos();
  }

  /**
   * Reads the shown profile again for its counts, quietly (no loading state, the viewer
   * stays open): after a video of it left or finished processing (its totals), or a block
   * (which ends follows both ways, a change only the server knows in full).
   */
  async refreshCounts(): Promise<void> {
    const userId = this.userId;
    if (userId === null || this.row?.id !== userId) return;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/user/profile/{userId}', { params: { path: { userId } } }),
        profileMessages.fetchFailed,
      );
      runInAction(() => {
        const current = this.row;
        if (this.userId !== userId || current?.id !== userId) return;
        const { totalVideos, totalLikes } = data.data;
        this.row = { ...current, totalVideos, totalLikes };
        this.ctx.users.upsert(data.data);
      });
    } catch (error) {
      // The counts on screen stay as they were; the next visit reads them again.
      this.ctx.logger.error('Refreshing profile counts failed', error);
    }
  }

  /** Switches tab; the duet tab reads its videos the first time. */
  async setTab(tab: ProfileTab): Promise<void> {
    this.activeTab = tab;
    this.closeVideo();
    if (tab === 'duet' && this.duetVideos.length === 0) await this.loadDuets();
  }

  /** GET /user/videos/{userId}?isDuet=0. */
  async loadVideos(): Promise<void> {
    await this.readVideos(0);
  }

  /** GET /user/videos/{userId}?isDuet=1. */
  async loadDuets(): Promise<void> {
    await this.readVideos(1);
  }

  /** Follow, or ask to confirm an unfollow. */
  async pressFollow(): Promise<void> {
    if (this.profile?.isFollowing) this.confirmingUnfollow = true;
    else await this.toggleFollow();
  }

  async confirmUnfollow(): Promise<void> {
    this.confirmingUnfollow = false;
    await this.toggleFollow();
  }

  cancelUnfollow(): void {
    this.confirmingUnfollow = false;
  }

  /** A follow, unfollow or withdrawal for the shown user is in flight. */
  get followPending(): boolean {
    return this.user !== null && this.follows.isPending(this.user.id);
  }

  /**
   * Follows, unfollows or withdraws the request to the shown user: on the server's yes the
   * person's one model moves, its followers count to the answer's (one more or one fewer when
   * following starts or ends: docs/product.md#follow, docs/product.md#private-accounts);
   * otherwise `Error following/unfollowing user`.
   */
  async toggleFollow(): Promise<void> {
    const user = this.user;
    if (!user || !this.row) return;
    await this.follows.toggle(user.id, user.followState);
  }

  /** Opens the block confirmation. */
  askBlock(): void {
    this.confirmingBlock = true;
  }

  cancelBlock(): void {
    this.confirmingBlock = false;
  }

  /** POST /block; blocking also ends follows both ways, so the profile is read again. */
  async confirmBlock(): Promise<void> {
    this.confirmingBlock = false;
    await this.setBlocked(true);
  }

  /** POST /mute or DELETE /unmute for the shown profile (docs/product.md#mute). */
  async setMuted(muted: boolean): Promise<void> {
    const profile = this.profile;
    if (!profile || this.mutePending) return;
    this.mutePending = true;
    const failed = muted ? moderationMessages.muteFailed : moderationMessages.unmuteFailed;
    try {
      const body = { userId: profile.id };
      await unwrap(
        muted
          ? this.ctx.api.account.POST('/mute', { body })
          : this.ctx.api.account.DELETE('/unmute', { body }),
        failed,
      );
      runInAction(() => {
        if (this.row?.id === profile.id) this.row = { ...this.row, isMuted: muted };
      });
      this.ctx.notify.success(muted ? moderationMessages.muted : moderationMessages.unmuted);
    } catch (error) {
      this.ctx.notify.error(messageOf(error, failed));
    } finally {
      runInAction(() => {
        this.mutePending = false;
      });
    }
  }

  /** DELETE /unblock. */
  async unblock(): Promise<void> {
    await this.setBlocked(false);
  }

  /**
   * Reads the own videos again, quietly (no loading state, the viewer stays open), so
   * processing tiles show their progress and then their outcome. Re-reads the duet tab too
   * when one of its videos is processing. With `now`, the waits between re-reads start over.
   * Does nothing unless the caller's own profile is on screen.
   */
  async refreshOwnVideos({ now = false }: { now?: boolean } = {}): Promise<void> {
    if (!this.watching || !this.isOwn) return;
    if (now) this.stopTimer();
    const duets = this.duetVideos.some((model) => model.video.state === 'processing');
    await Promise.all([this.rereadVideos(0), ...(duets ? [this.rereadVideos(1)] : [])]);
    this.scheduleRefresh();
  }

  /** Stops re-reading processing videos (the page showing the profile went away). */
  stopRefreshing(): void {
    this.watching = false;
    this.stopTimer();
  }

  /**
   * Removes one of the caller's own videos (DELETE /videos/{videoId}), e.g. one whose
   * processing failed. On success it leaves both tabs and `Video removed.` shows; on
   * failure the server's message (or `Error removing video`) shows and the tile stays.
   */
  async removeVideo(videoId: string): Promise<boolean> {
    if (!this.isOwn || this.removingIds.includes(videoId)) return false;
    this.removingIds = [...this.removingIds, videoId];
    // On success every store drops it, this one included (videoEvent).
    const { deleteOwnVideo } = await import('../video/deleting');
    const removed = await deleteOwnVideo(this.ctx, videoId, {
      done: profileMessages.videoRemoved,
      failed: profileMessages.removeVideoFailed,
    });
    runInAction(() => {
      this.removingIds = this.removingIds.filter((id) => id !== videoId);
    });
    return removed;
  }

  /** Opens the viewer on a video of the active tab (only a `ready` one plays). */
  async openVideo(index: number): Promise<void> {
    const video = this.shownVideos[index];
    if (!video || !this.canOpenVideo(index)) return;
    this.selectedIndex = index;
    this.comments = new CommentsStore(this.ctx, video);
    await this.comments.load();
  }

  closeVideo(): void {
    this.selectedIndex = null;
    this.comments = null;
  }

  /** Whether the video at an index of the active tab opens: only a `ready` one plays. */
  canOpenVideo(index: number): boolean {
    return this.shownVideos[index]?.video.state === 'ready';
  }

  /** A read of the profile: kept for what only it shows, and merged into the person's model. */
  private setRow(profile: Profile): void {
    this.row = profile;
    this.user = this.ctx.users.upsert(profile);
  }

  private setNoUser(): void {
    this.row = null;
    this.user = null;
    this.noUser = true;
    this.loading = false;
  }

  private async readVideos(isDuet: 0 | 1): Promise<void> {
    const userId = this.userId;
    if (userId === null) return;
    const text = isDuet ? profileMessages.duetsFailed : profileMessages.videosFailed;
    if (isDuet) this.loadingDuets = true;
    else this.loadingVideos = true;
    try {
      const { data } = await unwrap(
        this.ctx.api.video.GET('/user/videos/{userId}', {
          params: { path: { userId }, query: { isDuet } },
        }),
        text,
      );
      if (this.userId !== userId) return;
      runInAction(() => {
        const models = this.ctx.videos.upsertAll(data.data.Items);
        if (isDuet) this.duetVideos = models;
        else this.videos = models;
      });
    } catch {
      this.ctx.notify.error(text);
    } finally {
      runInAction(() => {
        if (isDuet) this.loadingDuets = false;
        else this.loadingVideos = false;
      });
    }
    this.scheduleRefresh();
  }

  /**
   * One quiet re-read of a tab: each video keeps its one model, the fresher read merged in
   * (ADR 0113); the open viewer stays on the same video. A failure is only logged: the tiles
   * stay as they were and the next re-read tries again.
   */
  private async rereadVideos(isDuet: 0 | 1): Promise<void> {
    const userId = this.userId;
    if (userId === null) return;
    try {
      const { data } = await unwrap(
        this.ctx.api.video.GET('/user/videos/{userId}', {
          params: { path: { userId }, query: { isDuet } },
        }),
        isDuet ? profileMessages.duetsFailed : profileMessages.videosFailed,
      );
      if (this.userId !== userId) return;
      const finished = runInAction(() => {
        const before = new Map(
          (isDuet ? this.duetVideos : this.videos).map((model) => [model.id, model.video.state]),
        );
        const changedState = data.data.Items.some((video) => {
          const state = before.get(video.id);
          return state !== undefined && state !== 'ready' && video.state !== state;
        });
        const models = this.ctx.videos.upsertAll(data.data.Items);
        const selected = this.selectedVideo?.id ?? null;
        if (isDuet) this.duetVideos = models;
        else this.videos = models;
        this.keepSelection(selected);
        return changedState;
      });
      // A video that became ready may count now: read the header's numbers again.
      if (finished) void this.refreshCounts();
    } catch (error) {
      this.ctx.logger.error('Refreshing own videos failed', error);
    }
  }

  /** Keeps the viewer on the video with this id after a list changed, or closes it. */
  private keepSelection(selectedId: string | null): void {
    if (selectedId === null) return;
    const index = this.shownVideos.findIndex((model) => model.id === selectedId);
    if (index === -1) this.closeVideo();
    else this.selectedIndex = index;
  }

  /** Re-reads later while an own video is processing (waits growing up to the cap). */
  private scheduleRefresh(): void {
    if (!this.watching || !this.hasProcessingVideos) {
      this.stopTimer();
      return;
    }
    if (this.refreshTimer !== null) return;
    const delay = this.refreshDelay;
    this.refreshDelay = Math.min(delay * PROCESSING_REFRESH.factor, PROCESSING_REFRESH.maxMs);
    this.refreshTimer = this.ctx.clock.setTimeout(() => {
      this.refreshTimer = null;
      void this.refreshOwnVideos();
    }, delay);
  }

  private stopTimer(): void {
    if (this.refreshTimer !== null) this.ctx.clock.clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    this.refreshDelay = PROCESSING_REFRESH.firstMs;
  }

  private async setBlocked(blocked: boolean): Promise<void> {
    const profile = this.profile;
    if (!profile || this.blockPending) return;
    this.blockPending = true;
    try {
      const body = { userId: profile.id };
      await unwrap(
        blocked
          ? this.ctx.api.account.POST('/block', { body })
          : this.ctx.api.account.DELETE('/unblock', { body }),
        blocked ? profileMessages.blockFailed : profileMessages.unblockFailed,
      );
      runInAction(() => {
        const current = this.row;
        if (current?.id !== profile.id) return;
        this.row = { ...current, isBlocked: blocked };
        // The server ends follows (and a request) both ways on a block.
        if (blocked && (profile.isFollowing || profile.followRequested)) {
          const from = profile.isFollowing ? 'following' : 'requested';
          const me = this.ctx.storage.getItem(storageKeys.userId);
          this.ctx.users.followed(me, { userId: profile.id, from, to: 'not-following' }, undefined);
        }
      });
      if (blocked) {
        // Whether they followed the caller only the server knows: the counts are read again.
        void this.refreshCounts();
        this.ctx.followChanged();
      }
    } catch {
      this.ctx.notify.error(blocked ? profileMessages.blockFailed : profileMessages.unblockFailed);
    } finally {
      runInAction(() => {
        this.blockPending = false;
      });
    }
  }
}
