import { unwrap, type Video } from '@flick/api-types';
import type { CommentCache } from './CommentCache';
import type { DeletingContext } from './deleting';
import { VideoModel } from './VideoModel';
import type { VideoEvent } from './videoEvents';

/**
 * The one model of each video the client holds: an identity map (ADR 0113). Every store that
 * lists or shows a video (the feeds, Home, the viewer, the grids, profile, explore, hashtag
 * pages, saved videos) takes its model from here, so a like, a comment count or an edit made
 * on one screen is what every other screen shows, and every fresher read of the video (a
 * page, a grid, an answer carrying its counts) is merged into that one model. Lists hold the
 * shared models; what leaves a list (a deletion) is told to the lists through `subscribe`.
 * Built once by the RootStore and handed to every store in its context.
 */
export class VideoCache {
  readonly #models = new Map<string, VideoModel>();
  readonly #listeners = new Set<(event: VideoEvent) => void>();

  constructor(private readonly ctx: DeletingContext & { comments: CommentCache }) {}

  /** The model of `videoId`, when a read brought it. */
  get(videoId: string): VideoModel | undefined {
    return this.#models.get(videoId);
  }

  /** The one model of `row`'s video: built on its first read, else the fresher row merged in. */
  upsert(row: Video): VideoModel {
    const known = this.#models.get(row.id);
    if (known) {
      known.merge(row);
      return known;
    }
    const model = new VideoModel(row, this.ctx);
    this.#models.set(row.id, model);
    return model;
  }

  /** The models of a page of rows, in order, each merged as `upsert` does. */
  upsertAll(rows: readonly Video[]): VideoModel[] {
    return rows.map((row) => this.upsert(row));
  }

  /**
   * Reads one video again (GET /videos?videoId) and merges it: counts that other people moved
   * show when the person comes back to the page (ADR 0113). A failure changes nothing.
   */
  async refresh(videoId: string): Promise<void> {
    if (!this.#models.has(videoId)) return;
    try {
      const { data } = await unwrap(
        this.ctx.api.video.GET('/videos', { params: { query: { videoId } } }),
        '',
      );
      const row = data.data.Items[0];
      if (row?.id === videoId) this.upsert(row);
    } catch (error) {
      this.ctx.logger.error('Refreshing a video failed', error);
    }
  }

  /**
   * Calls `listener` with every later event: what leaves a list (a deleted video or comment)
   * or may move it (an edit). Stores live as long as the RootStore, so no unsubscribe.
   */
  subscribe(listener: (event: VideoEvent) => void): void {
    this.#listeners.add(listener);
  }

  /**
   * The owner's edit (or "Post now") was saved: the video's one model reads the answer, and
   * lists that hold it by its content (a hashtag's page) hear it.
   */
  edited(video: Video): void {
    this.upsert(video);
    this.#emit({ type: 'videoEdited', videoId: video.id, video });
  }

  /** The owner deleted the video: it leaves every list and viewer. */
  deleted(videoId: string): void {
    this.#models.delete(videoId);
    this.#emit({ type: 'videoDeleted', videoId });
  }

  /** A comment on the video was deleted: its one count drops by one; open lists drop it. */
  commentDeleted(videoId: string, commentId: string): void {
    this.#models.get(videoId)?.commentDeleted();
    this.ctx.comments.deleted(commentId);
    this.#emit({ type: 'commentDeleted', videoId, commentId });
  }

  #emit(event: VideoEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}
