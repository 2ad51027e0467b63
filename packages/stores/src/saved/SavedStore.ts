import { unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import type { VideoModel } from '../video/VideoModel';

/**
 * The saved videos' texts (docs/product.md#saved-videos). Their one home: this module loads
 * with the first use of saving, not with the first screen.
 */
export const savedMessages = {
  fetchFailed: 'Error fetching saved videos',
  saveFailed: 'Error saving video',
  unsaveFailed: 'Error removing saved video',
  saved: 'Saved.',
  removed: 'Removed from saved videos.',
  emptyTitle: 'No saved videos yet',
  emptyText: 'Save a video from its actions to find it here. Only you can see your saved videos.',
} as const;

/**
 * The signed-in person's saved videos, private bookmarks (docs/product.md#saved-videos):
 * the list (GET /saved, last saved first, as the profile's `Saved` tab shows it) and the
 * Save / Saved toggle of the players' actions (PUT and DELETE /saved/{id}). Built on first
 * use by `RootStore.loadSaved`.
 */
export class SavedStore {
  /** The saved videos, last saved first, once read: their shared models (ADR 0113). */
  videos: VideoModel[] = [];
  /** Ids of the saved videos the list holds, plus those saved since. */
  ids = new Set<string>();
  loading = false;
  /** The list was read at least once (the tab and the toggles know their state). */
  loaded = false;
  error: string | null = null;
  /** Ids whose save or unsave is in flight: their toggle ignores presses. */
  pendingIds = new Set<string>();
  /** A save since the list was read: the next `load` reads it again. */
  private stale = false;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'stale'>(this, { ctx: false, stale: false });
  }

  /** Whether `videoId` is among the saved videos as far as this session knows. */
  isSaved(videoId: string): boolean {
    return this.ids.has(videoId);
  }

  /** Reads the list once (again after a save); `force` reads it in any case. */
  async load({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (this.loading || (this.loaded && !this.stale && !force)) return;
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(this.ctx.api.video.GET('/saved'), savedMessages.fetchFailed);
      runInAction(() => {
        this.videos = this.ctx.videos.upsertAll(data.data.Items);
        this.ids = new Set(data.data.Items.map((video) => video.id));
        this.loaded = true;
        this.stale = false;
        this.loading = false;
      });
    } catch (cause) {
      runInAction(() => {
        this.error = messageOf(cause, savedMessages.fetchFailed);
        this.loading = false;
      });
    }
  }

  /**
   * Saves or unsaves `videoId` as `saved` asks; the toggle moves when the server agreed (200).
   * An unsaved video leaves the list at once; a saved one joins it when the list is read next.
   */
  async setSaved(videoId: string, saved: boolean): Promise<void> {
    if (this.pendingIds.has(videoId)) return;
    this.pendingIds.add(videoId);
    const failed = saved ? savedMessages.saveFailed : savedMessages.unsaveFailed;
    const params = { params: { path: { videoId } } };
    try {
      await unwrap(
        saved
          ? this.ctx.api.video.PUT('/saved/{videoId}', params)
          : this.ctx.api.video.DELETE('/saved/{videoId}', params),
        failed,
      );
      runInAction(() => {
        if (saved) {
          this.ids.add(videoId);
          this.stale = true;
        } else {
          this.ids.delete(videoId);
          this.videos = this.videos.filter((model) => model.id !== videoId);
        }
      });
      this.ctx.notify.success(saved ? savedMessages.saved : savedMessages.removed);
    } catch (cause) {
      this.ctx.notify.error(messageOf(cause, failed));
    } finally {
      runInAction(() => this.pendingIds.delete(videoId));
    }
  }

  /** The session ended: nothing of it is kept. */
  clear(): void {
    this.videos = [];
    this.ids = new Set();
    this.pendingIds = new Set();
    this.loaded = false;
    this.loading = false;
    this.error = null;
    this.stale = false;
  }
}
