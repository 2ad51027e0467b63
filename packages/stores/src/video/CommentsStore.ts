import { type Comment, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import { messageOf, type StoreContext } from '../context';
import { videoMessages } from '../messages';

/** Comment like codes (docs/product.md#comments). */
export const COMMENT_LIKE = 1;
export const COMMENT_UNLIKE = 2;

/** Decodes a stored comment for display; text that is not valid URI encoding shows as is. */
export function decodeComment(comment: string): string {
  try {
    return decodeURIComponent(comment);
  } catch {
    return comment;
  }
}

/** One comment (docs/product.md#comment-fields) with its like count and the caller's liked flag. */
export class CommentItem {
  like: number;
  liked: boolean;
  pending = false;

  constructor(readonly comment: Comment) {
    this.like = comment.like;
    this.liked = comment.liked;
    makeAutoObservable(this, { comment: false });
  }

  get id(): string {
    return this.comment.id;
  }

  /** The text, decoded for display (docs/product.md#comment-fields: stored encoded). */
  get text(): string {
    return decodeComment(this.comment.comment);
  }
}

/**
 * A video's comments: load, post, like (docs/product.md#comments).
 * `quiet` logs failures instead of showing them (docs/product.md#video-viewer).
 */
export class CommentsStore {
  items: CommentItem[] = [];
  /** The comment input ('Add a comment...'). */
  draft = '';
  loading = false;
  posting = false;
  error: string | null = null;

  constructor(
    private readonly ctx: StoreContext,
    readonly videoId: string,
    readonly videoUserId: string,
    private readonly quiet = false,
  ) {
    makeAutoObservable<this, 'ctx' | 'quiet'>(this, {
      ctx: false,
      videoId: false,
      videoUserId: false,
      quiet: false,
    });
  }

  /** Whether Post would send anything (blank text is not posted, docs/product.md#comments). */
  get canPost(): boolean {
    return this.draft.trim() !== '' && !this.posting;
  }

  /** The empty-list text, when the list is loaded and empty. */
  get emptyText(): string | null {
    return !this.loading && this.items.length === 0 ? videoMessages.noComments : null;
  }

  setDraft(text: string): void {
    this.draft = text;
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
        this.items = data.data.Items.map((comment) => new CommentItem(comment));
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

  /** POST /comment with the text URI-encoded; on 201 clears the input and reloads. */
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
        this.draft = '';
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

  /** PATCH /comment with like 1 or 2; the flag flips and the count moves after a 200. */
  async toggleLike(item: CommentItem): Promise<void> {
    if (item.pending) return;
    const like = !item.liked;
    item.pending = true;
    try {
      const { status } = await unwrap(
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
      runInAction(() => {
        item.liked = like;
        item.like = Math.max(0, item.like + (like ? 1 : -1));
      });
    } catch (error) {
      this.report(messageOf(error, videoMessages.toggleCommentLike), error);
    } finally {
      runInAction(() => {
        item.pending = false;
      });
    }
  }

  private report(message: string, cause: unknown): void {
    if (this.quiet) this.ctx.logger.error(message, cause);
    else this.ctx.notify.error(message);
  }
}
