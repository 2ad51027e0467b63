import type { StoreContext } from '../context';
import { videoMessages } from '../messages';

/**
 * A looping video that goes back to its start from at least this share of its length was
 * watched to the end (the server counts a completion from 90 %: docs/product.md#for-you).
 */
export const END_SHARE = 0.9;

/** The view of the video on screen: how far it got, where it was last, whether it was sent. */
interface View {
  videoId: string;
  best: number;
  last: number;
  sent: boolean;
}

const shareOf = (currentTime: number, duration: number) =>
  Math.min(1, Math.max(0, currentTime / duration));

/**
 * The player's watch reports (docs/product.md#for-you): how much of a video the signed-in
 * viewer watched, sent with `POST /videos/{id}/watch` once per view: when the viewer leaves
 * the video (swipe, tab switch, route change, page hidden), or at once when a video plays to
 * its end (and then not again for that view). Every view is reported, a video watched again
 * too: the server counts each report as one view for its owner's insights and keeps each
 * viewer's best share for the ranking (ADR 0102). Requests use `keepalive`, so one sent while
 * the page unloads still arrives with its bearer header.
 */
export class WatchReporter {
  #view: View | null = null;

  constructor(private readonly ctx: StoreContext) {
    // A deleted video's open view is dropped: its report could only be refused (ADR 0095).
    ctx.videos.subscribe((event) => {
      if (event.type === 'videoDeleted' && this.#view?.videoId === event.videoId) this.#view = null;
    });
  }

  /**
   * The video on screen played to `currentTime` of `duration` seconds (the player's time
   * updates). Another video than the last one ends the last one's view first.
   */
  progress(videoId: string, currentTime: number, duration: number): void {
    if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return;
    if (this.#view?.videoId !== videoId) {
      this.leave();
      this.#view = { videoId, best: 0, last: 0, sent: false };
    }
    const view = this.#view;
    const share = shareOf(currentTime, duration);
    if (share < view.last && view.last >= END_SHARE) {
      // Back at the start after the end: the loop came round, the video was watched through.
      view.best = 1;
      if (!view.sent) {
        view.sent = true;
        this.#send(videoId, 1);
      }
    }
    view.last = share;
    view.best = Math.max(view.best, share);
  }

  /** The viewer left the video on screen: its view is reported, unless nothing played. */
  leave(): void {
    const view = this.#view;
    this.#view = null;
    if (view && view.best > 0 && !view.sent) this.#send(view.videoId, view.best);
  }

  /** Forgets the open view (a session ended): nothing is sent for it. */
  clear(): void {
    this.#view = null;
  }

  #send(videoId: string, fraction: number): void {
    if (this.ctx.getToken() === null) return;
    // A video from another server is watched there: Flick counts no views of it (ADR 0155).
    if (this.ctx.videos.get(videoId)?.video.remote) return;
    // Not sent: only logged; the next view of the video is reported as any other.
    const failed = (cause: unknown) => this.ctx.logger.error(videoMessages.reportWatch, cause);
    this.ctx.api.video
      .POST('/videos/{videoId}/watch', {
        params: { path: { videoId } },
        body: { fraction },
        keepalive: true,
      })
      .then(({ response, error }) => {
        if (!response.ok) failed(error ?? response.status);
      }, failed);
  }
}
