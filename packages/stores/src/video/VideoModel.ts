import { unwrap, type Video, type video } from '@flick/api-types';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { messageOf } from '../failures';
import { videoMessages } from '../messages';
import { storageKeys } from '../session/storageKeys';
import type { DeletingContext } from './deleting';
import { LikeToggle } from './likeToggle';
import { canEditVideo } from './videoOwner';

/** Video like codes (docs/product.md#likes-downloads-and-shares). */
export const VIDEO_LIKE = 1;
export const VIDEO_UNLIKE = 0;
/**
 * A download is saved under this name when neither its caption nor its author names it
 * (docs/product.md#likes-downloads-and-shares, ADR 0100).
 */
export const DOWNLOAD_FILE_NAME = 'video.mp4';

/** The counts an answer of POST /updateVideo carries (its 201: the video's counts now). */
type VideoCounts =
  video.paths['/updateVideo']['post']['responses'][201]['content']['application/json']['data'];

/** How a screen reports failures of likes (and comments): a toast, or only a log line. */
export interface VideoReporting {
  /**
   * docs/product.md#video-viewer: in the /reels/{id} viewer, comment and like failures are only
   * logged.
   */
  quietLikes: boolean;
}

/** The /reels/{id} viewer's reporting: like failures are only logged (docs/product.md#video-viewer). */
export const VIEWER_REPORTING: VideoReporting = { quietLikes: true };

/**
 * One video as read (docs/product.md#video-fields) with the client-side counters likeCount,
 * commentCount, downloadCount, shareCount and liked. Counters move only after the server
 * answers 201 (docs/product.md#likes-downloads-and-shares, docs/product.md#comments), to the
 * counts the answer carries. There is one model per video (`VideoCache`, ADR 0113): every
 * screen showing the video reads this one, and every fresher read is merged into it.
 */
export class VideoModel {
  /** The video as last read (replaced when its owner edits it). */
  video: Video;
  /** The like: `liked` and `likeCount` as the server agreed, and the pending heart (ADR 0100). */
  readonly likeToggle: LikeToggle;
  commentCount: number;
  downloadCount: number;
  shareCount: number;
  /** A download is counting or its file is on its way (the progress toast shows). */
  downloadPending = false;
  sharePending = false;
  /** The owner asked to delete the video: the confirmation shows. */
  confirmingDelete = false;
  /** The delete call is in flight. */
  deletePending = false;

  constructor(
    video: Video,
    private readonly ctx: DeletingContext,
  ) {
    this.video = video;
    this.likeToggle = new LikeToggle(video.liked, video.likes);
    this.commentCount = video.comments;
    this.downloadCount = video.downloads;
    this.shareCount = video.shares;
    makeAutoObservable<this, 'ctx'>(this, {
      video: observableRef,
      likeToggle: false,
      // Read from storage each time, not cached: it holds no observable.
      isOwn: false,
      ctx: false,
    });
  }

  get id(): string {
    return this.video.id;
  }

  /** Whether the signed-in person likes it (after the server's 201). */
  get liked(): boolean {
    return this.likeToggle.liked;
  }

  /** Its likes (after the server's 201). */
  get likeCount(): number {
    return this.likeToggle.count;
  }

  get likePending(): boolean {
    return this.likeToggle.pending;
  }

  /**
   * Like (1) or unlike (0): the heart shows the wanted state at once, marked pending; the flag
   * and count change only after a 201, to the answer's, and a refusal takes the heart back
   * (ADR 0100). `reporting` is the pressing screen's: the /reels/{id} viewer only logs a
   * refusal.
   */
  async toggleLike(reporting: VideoReporting = { quietLikes: false }): Promise<void> {
    await this.likeToggle.toggle(
      async (like) => {
        const counts = await this.update({ like: like ? VIDEO_LIKE : VIDEO_UNLIKE });
        this.takeCounts(counts, false);
        return { liked: counts.liked, count: counts.likes };
      },
      (error) => {
        const message = messageOf(error, videoMessages.toggleLike);
        if (reporting.quietLikes) this.ctx.logger.error(message, error);
        else this.ctx.notify.error(message);
      },
    );
  }

  /**
   * A fresher read of this video (a page, a grid, the viewer, an edit's answer): its fields
   * and counts replace the held ones, so every screen shows them. A like in flight keeps its
   * pending heart (its own answer settles it); a read that leaves `views` out (feed pages)
   * keeps the count read elsewhere.
   */
  merge(row: Video): void {
    if (row.id !== this.video.id) return;
    const { views } = this.video;
    this.video = row.views === undefined && views !== undefined ? { ...row, views } : row;
    this.commentCount = row.comments;
    this.takeCounts(row, true);
  }

  /** The counts an answer carries: downloads and shares, and the like when `withLike`. */
  private takeCounts(
    counts: Pick<VideoCounts, 'downloads' | 'shares' | 'liked' | 'likes'>,
    withLike: boolean,
  ): void {
    this.downloadCount = counts.downloads;
    this.shareCount = counts.shares;
    if (withLike) this.likeToggle.settle(counts.liked, counts.likes);
  }

  /** A comment on this video was posted (its 201 came): the count rises by one. */
  commentPosted(): void {
    this.commentCount += 1;
  }

  /** A comment on this video was deleted (its 200 came, here or elsewhere): one fewer. */
  commentDeleted(): void {
    this.commentCount = Math.max(0, this.commentCount - 1);
  }

  /** Whether the signed-in person owns this video (only the owner may delete it). */
  get isOwn(): boolean {
    return canEditVideo(this.video, this.ctx.storage.getItem(storageKeys.userId));
  }

  /** Delete pressed: asks for confirmation (docs/product.md#deleting-videos-and-comments). */
  askDelete(): void {
    if (this.isOwn) this.confirmingDelete = true;
  }

  cancelDelete(): void {
    if (!this.deletePending) this.confirmingDelete = false;
  }

  /**
   * Deletes the video once confirmed: on the 200 `Video deleted.` shows and every store drops
   * it; a refusal shows the server's message (else `Error deleting video`) and keeps it.
   * Resolves true when it was deleted.
   */
  async confirmDelete(): Promise<boolean> {
    if (this.deletePending || !this.isOwn) return false;
    this.deletePending = true;
    const { deleteOwnVideo } = await import('./deleting');
    const deleted = await deleteOwnVideo(this.ctx, this.id, {
      done: videoMessages.videoDeleted,
      failed: videoMessages.deleteVideoFailed,
    });
    runInAction(() => {
      this.deletePending = false;
      this.confirmingDelete = false;
    });
    return deleted;
  }

  /**
   * Counts a download (1); after the 201 the count rises and the file is saved under the
   * caption's or the author's name, its progress in a toast (ADR 0100).
   */
  async download(): Promise<void> {
    if (this.downloadPending) return;
    this.downloadPending = true;
    try {
      const { saveVideo } = await import('./downloading');
      const counts = await this.update({ downloads: 1 });
      this.takeCounts(counts, true);
      await saveVideo(this.ctx, this.video, DOWNLOAD_FILE_NAME);
    } catch (error) {
      this.ctx.notify.error(messageOf(error, videoMessages.download));
    } finally {
      runInAction(() => {
        this.downloadPending = false;
      });
    }
  }

  /**
   * Counts a share (1); the counts become the 201's (a repeat share counts once). Resolves
   * true when counted.
   */
  async share(): Promise<boolean> {
    if (this.sharePending) return false;
    this.sharePending = true;
    try {
      this.takeCounts(await this.update({ share: 1 }), true);
      return true;
    } catch (error) {
      this.ctx.notify.error(messageOf(error, videoMessages.share));
      return false;
    } finally {
      runInAction(() => {
        this.sharePending = false;
      });
    }
  }

  /**
   * POST /updateVideo; resolves with the video's counts only on the expected 201
   * (docs/product.md#likes-downloads-and-shares), throws otherwise.
   */
  private async update(
    change: { like: 0 | 1 } | { downloads: 1 } | { share: 1 },
  ): Promise<VideoCounts> {
    const { status, data } = await unwrap(
      this.ctx.api.video.POST('/updateVideo', {
        body: { videoUserId: this.video.userId, videoId: this.video.id, ...change },
      }),
      '',
    );
    if (status !== 201) throw new Error(`updateVideo answered ${status}, expected 201`);
    return data.data;
  }
}
