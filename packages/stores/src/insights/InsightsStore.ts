import { unwrap, type VideoInsights } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { videoMessages } from '../messages';

/**
 * The owner's insights on one of their videos (docs/product.md#insights): GET
 * /videos/{id}/insights, read each time the view opens (the figures move while it is
 * closed). Only the last video asked for counts: an answer for another one is dropped.
 */
export class InsightsStore {
  /** The video the figures are for (or being read for). */
  videoId: string | null = null;
  insights: VideoInsights | null = null;
  loading = false;
  /** The figures could not be read: the server's message, else `Error fetching insights`. */
  error: string | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  /** Reads `videoId`'s figures; earlier ones of another video are not shown meanwhile. */
  async load(videoId: string): Promise<void> {
    if (this.videoId !== videoId) this.insights = null;
    this.videoId = videoId;
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.video.GET('/videos/{videoId}/insights', {
          params: { path: { videoId } },
        }),
        videoMessages.fetchInsights,
      );
      runInAction(() => {
        if (this.videoId !== videoId) return;
        this.insights = data.data;
        this.loading = false;
      });
    } catch (cause) {
      runInAction(() => {
        if (this.videoId !== videoId) return;
        this.error = messageOf(cause, videoMessages.fetchInsights);
        this.loading = false;
      });
    }
  }

  /** The view closed or the session ended: nothing of it is kept. */
  clear(): void {
    this.videoId = null;
    this.insights = null;
    this.loading = false;
    this.error = null;
  }
}
