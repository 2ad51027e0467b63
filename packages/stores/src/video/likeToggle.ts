import { makeAutoObservable, runInAction } from 'mobx';

/**
 * Where a like stands (ADR 0100): `idle`, the confirmed state; `pending`, a call in flight;
 * `failed`, the last call was refused and the heart went back to the confirmed state.
 */
export type LikeState = 'idle' | 'pending' | 'failed';

/**
 * The one like toggle of videos and comments. The heart answers at once: while the call is in
 * flight it shows the wanted state, marked pending (`shown`, `state`). `liked` and `count` move
 * only once the server agreed (docs/product.md#likes-downloads-and-shares: the 201;
 * docs/product.md#comments: the 200), and never below zero. A refusal changes neither and
 * leaves the toggle `failed` until the next press, so the heart's return is seen.
 */
export class LikeToggle {
  state: LikeState = 'idle';

  constructor(
    /** Whether the signed-in person likes it, as the server last agreed. */
    public liked: boolean,
    /** Its likes, as the server last agreed. */
    public count: number,
  ) {
    makeAutoObservable(this);
  }

  get pending(): boolean {
    return this.state === 'pending';
  }

  /** What the heart shows: the wanted state while pending, else the agreed one. */
  get shown(): boolean {
    return this.pending !== this.liked;
  }

  /**
   * Asks for the other state through `send` (which resolves only on the server's success);
   * `fail` tells a refusal. A press while a call is in flight is ignored. Resolves true when
   * the server agreed.
   */
  async toggle(
    send: (like: boolean) => Promise<void>,
    fail: (error: unknown) => void,
  ): Promise<boolean> {
    if (this.pending) return false;
    const like = !this.liked;
    this.state = 'pending';
    try {
      await send(like);
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
      });
      fail(error);
      return false;
    }
    runInAction(() => {
      this.liked = like;
      this.count = Math.max(0, this.count + (like ? 1 : -1));
      this.state = 'idle';
    });
    return true;
  }
}
