import type { Comment } from '@flick/api-types';
import { makeAutoObservable } from 'mobx';
import { LikeToggle } from './likeToggle';

/** Decodes a stored comment for display; text that is not valid URI encoding shows as is. */
export function decodeComment(comment: string): string {
  try {
    return decodeURIComponent(comment);
  } catch {
    return comment;
  }
}

/**
 * One comment (docs/product.md#comment-fields) with its like count and the caller's liked flag:
 * the one model of the comment every open list shows (ADR 0126).
 */
export class CommentItem {
  /** The like: `liked` and `like` as the server agreed, and the pending heart (ADR 0100). */
  readonly likeToggle: LikeToggle;

  constructor(
    /** The comment as last read. */
    public comment: Comment,
  ) {
    this.likeToggle = new LikeToggle(comment.liked, comment.like);
    makeAutoObservable(this, { likeToggle: false });
  }

  /** Its likes (after the server's 200). */
  get like(): number {
    return this.likeToggle.count;
  }

  /** Whether the signed-in person likes it (after the server's 200). */
  get liked(): boolean {
    return this.likeToggle.liked;
  }

  get pending(): boolean {
    return this.likeToggle.pending;
  }

  get id(): string {
    return this.comment.id;
  }

  /** A reply from another server: `userName` is its author's handle (`user@server`). */
  get remote(): boolean {
    return this.comment.remote === true;
  }

  /** Where its author is: a remote author's page on their server, else undefined. */
  get authorUrl(): string | undefined {
    return this.comment.remote ? this.comment.authorUrl : undefined;
  }

  /** The text, decoded for display (docs/product.md#comment-fields: stored encoded). */
  get text(): string {
    return decodeComment(this.comment.comment);
  }

  /** A fresher read: its like and count, unless a like is in flight (its answer settles them). */
  merge(comment: Comment): void {
    this.comment = comment;
    this.likeToggle.settle(comment.liked, comment.like);
  }
}

/**
 * The one model of each comment the client holds: an identity map, as `VideoCache` is for
 * videos (ADR 0126). The feed's comment sheet and the viewers' comment lists take their items
 * from here, so a like made in one list is what every open list of the video shows, and every
 * fresher read of a comment is merged into its one model. Built once by the RootStore
 * (`ctx.comments`); a deleted comment leaves it; emptied when the session ends.
 */
export class CommentCache {
  readonly #items = new Map<string, CommentItem>();

  /** The model of `commentId`, when a read brought it. */
  get(commentId: string): CommentItem | undefined {
    return this.#items.get(commentId);
  }

  /** The models of a list of comments, in order: built on the first read, else merged. */
  upsertAll(rows: readonly Comment[]): CommentItem[] {
    return rows.map((row) => {
      const known = this.#items.get(row.id);
      if (known) {
        known.merge(row);
        return known;
      }
      const item = new CommentItem(row);
      this.#items.set(row.id, item);
      return item;
    });
  }

  /** The comment was deleted: no list shows it again. */
  deleted(commentId: string): void {
    this.#items.delete(commentId);
  }

  /** The session ended: the previous person's likes are not kept. */
  clear(): void {
    this.#items.clear();
  }
}
