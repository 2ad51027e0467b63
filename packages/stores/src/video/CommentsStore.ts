import { unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { videoMessages } from '../messages';
import { storageKeys } from '../session/storageKeys';
import type { CommentItem } from './CommentCache';
import { readCommentDraft, writeCommentDraft } from './commentDrafts';
import type { VideoModel } from './VideoModel';

/** Comment like codes (docs/product.md#comments). */
export const COMMENT_LIKE = 1;
export const COMMENT_UNLIKE = 2;

/**
 * A video's comments: load, post, like (docs/product.md#comments). Its items are the
 * comments' one models (`ctx.comments`, ADR 0126): a like in the feed's sheet shows in a
 * viewer's list of the same video, and the other way round.
 * `quiet` logs failures instead of showing them (docs/product.md#video-viewer).
 */
export class CommentsStore {
  items: CommentItem[] = [];
  /**
   * The comment input ('Add a comment...'). It starts from the signed-in person's unsent
   * text on this video, kept in session storage until posted or logged out
   * (docs/product.md#comments): an ended session's trip to /login loses nothing.
   */
  draft: string;
  loading = false;
  posting = false;
  error: string | null = null;
  /** The comment whose deletion awaits confirmation (docs/product.md#deleting-videos-and-comments). */
  confirmingDelete: CommentItem | null = null;
  /** The delete call is in flight. */
  deletePending = false;

  constructor(
    private readonly ctx: StoreContext,
    /** The video commented on: its comment count rises with each posted comment. */
    private readonly video: VideoModel,
    private readonly quiet = false,
  ) {
    this.draft = readCommentDraft(ctx.sessionStorage, this.author(), video.id);
    makeAutoObservable<this, 'ctx' | 'video' | 'quiet'>(this, {
      ctx: false,
      video: false,
      quiet: false,
    });
  }

  get videoId(): string {
    return this.video.id;
  }

  get videoUserId(): string {
    return this.video.video.userId;
  }

  /** The video's comment count, for the `N comments` heading (it moves with posts and deletes). */
  get total(): number {
    return this.video.commentCount;
  }

  /**
   * `Comments are turned off for this video.` when its owner turned comments off: the
   * composer gives way to this line (docs/product.md#who-may-interact); else null.
   */
  get closedText(): string | null {
    return this.video.video.allowComment === '0' ? videoMessages.commentsOff : null;
  }

  /** Whether Post would send anything (blank text is not posted, docs/product.md#comments). */
  get canPost(): boolean {
    return this.draft.trim() !== '' && !this.posting;
  }

  /** The empty-list text, when the list is loaded and empty. */
  get emptyText(): string | null {
    return !this.loading && this.items.length === 0 ? videoMessages.noComments : null;
  }

  /** The input changed: the text is kept as the draft of this video. */
  setDraft(text: string): void {
    this.draft = text;
    writeCommentDraft(this.ctx.sessionStorage, this.author(), this.videoId, text);
  }

  /** GET /comment?videoId. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.video.GET('/comment', { params: { query: { videoId: this.videoId } } }),
        videoMessages.fetchComments,
      );
      runInAction(() => {
        this.items = this.ctx.comments.upsertAll(data.data.Items);
      });
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error, videoMessages.fetchComments);
      });
      this.report(this.error ?? videoMessages.fetchComments, error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /**
   * POST /comment with the text URI-encoded; on 201 clears the input (and its kept draft),
   * counts the comment on the video and reloads. Any other outcome keeps the text.
   */
  async post(): Promise<boolean> {
    if (!this.canPost) return false;
    this.posting = true;
    try {
      const { status } = await unwrap(
        this.ctx.api.video.POST('/comment', {
          body: {
            videoId: this.videoId,
            videoUserId: this.videoUserId,
            comment: encodeURIComponent(this.draft.trim()),
          },
        }),
        videoMessages.submitComment,
      );
      if (status !== 201) throw new Error(`comment answered ${status}, expected 201`);
      runInAction(() => {
        this.setDraft('');
        this.video.commentPosted();
      });
      await this.load();
      return true;
    } catch (error) {
      this.report(messageOf(error, videoMessages.submitComment), error);
      return false;
    } finally {
      runInAction(() => {
        this.posting = false;
      });
    }
  }

  /**
   * PATCH /comment with like 1 or 2: the heart shows the wanted state at once, marked pending;
   * the flag and count become the 200's, and a refusal takes the heart back
   * (ADR 0100).
   */
  async toggleLike(item: CommentItem): Promise<void> {
    // A reply from another server has no likes on Flick (docs/federation.md).
    if (item.remote) return;
    await item.likeToggle.toggle(
      async (like) => {
        const { status, data } = await unwrap(
          this.ctx.api.video.PATCH('/comment', {
            body: {
              videoId: this.videoId,
              commentId: item.id,
              like: like ? COMMENT_LIKE : COMMENT_UNLIKE,
            },
          }),
          videoMessages.toggleCommentLike,
        );
        if (status !== 200) throw new Error(`comment like answered ${status}, expected 200`);
        // The answer's count is the server's, others' likes meanwhile included.
        return { liked: data.data.liked, count: data.data.like };
      },
      (error) => this.report(messageOf(error, videoMessages.toggleCommentLike), error),
    );
  }

  /**
   * Whether the signed-in person may delete a comment: its author, and the video's owner any
   * comment on their video (docs/product.md#comments).
   */
  canDelete(item: CommentItem): boolean {
    const me = this.author();
    return me !== null && (item.comment.userId === me || this.videoUserId === me);
  }

  /** Delete chosen in a comment's menu: asks for confirmation. */
  askDelete(item: CommentItem): void {
    if (this.canDelete(item)) this.confirmingDelete = item;
  }

  cancelDelete(): void {
    if (!this.deletePending) this.confirmingDelete = null;
  }

  /**
   * DELETE /comment/{commentId} for the comment being confirmed: on the 200 it leaves the
   * list, `Comment deleted.` shows and the video counts one comment fewer wherever it shows;
   * otherwise the server's message (else `Error deleting comment`) shows and it stays. Shown
   * in the viewer too: a deletion is asked for and confirmed, so silence would mislead.
   */
  async confirmDelete(): Promise<boolean> {
    const item = this.confirmingDelete;
    if (!item || this.deletePending) return false;
    this.deletePending = true;
    const { deleteComment } = await import('./deleting');
    // On success every store holding the video drops it from its open list (this one too).
    const deleted = await deleteComment(this.ctx, this.videoId, item.id);
    runInAction(() => {
      if (deleted) this.commentGone(item.id);
      this.deletePending = false;
      this.confirmingDelete = null;
    });
    return deleted;
  }

  /** A comment was deleted (here or in another open list of this video): it leaves the list. */
  commentGone(commentId: string): void {
    this.items = this.items.filter((item) => item.id !== commentId);
  }

  /** Whose drafts these are: the signed-in person (read at each use: sessions change). */
  private author(): string | null {
    return this.ctx.storage.getItem(storageKeys.userId);
  }

  private report(message: string, cause: unknown): void {
    if (this.quiet) this.ctx.logger.error(message, cause);
    else this.ctx.notify.error(message);
  }
}
