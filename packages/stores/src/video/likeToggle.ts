import { makeAutoObservable, runInAction } from 'mobx';

/**
 * Where a like stands (ADR 0100): `idle`, the confirmed state; `pending`, a call in flight;
 * `failed`, the last call was refused and the heart went back to the confirmed state.
 */
export type LikeState = 'idle' | 'pending' | 'failed';

/** The like as an answer states it: the caller's flag and the count now. */
export interface AgreedLike {
  liked: boolean;
  count: number;
}

/**
 * The one like toggle of videos and comments. The heart answers at once: while the call is in
 * flight it shows the wanted state, marked pending (`shown`, `state`). `liked` and `count` move
 * only once the server agreed (docs/product.md#likes-downloads-and-shares: the 201;
 * docs/product.md#comments: the 200), to the counts its answer carries, and never below zero. A refusal changes neither and
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
   * A fresher read of the item (or an answer that carries its like): the agreed state and
   * count take it, unless a call is in flight, whose own answer settles them (ADR 0113).
   */
  settle(liked: boolean, count: number): void {
    if (this.pending) return;
    this.liked = liked;
    this.count = Math.max(0, count);
  }

  /**
   * Asks for the other state through `send` (which resolves only on the server's success,
   * with the flag and count its answer carries, when it carries them); `fail` tells a
   * refusal. A press while a call is in flight is ignored. Resolves true when the server
   * agreed.
   */
  async toggle(
    send: (like: boolean) => Promise<AgreedLike | undefined>,
    fail: (error: unknown) => void,
  ): Promise<boolean> {
    if (this.pending) return false;
    const like = !this.liked;
    this.state = 'pending';
    let agreed: AgreedLike | undefined;
    try {
      agreed = await send(like);
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
      });
      fail(error);
      return false;
    }
    runInAction(() => {
      // The answer's count is the server's, others' likes meanwhile included.
      this.liked = agreed?.liked ?? like;
      this.count = Math.max(0, agreed?.count ?? this.count + (like ? 1 : -1));
      this.state = 'idle';
    });
    return true;
  }
}
