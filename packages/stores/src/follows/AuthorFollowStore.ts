import { unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { profileMessages } from '../messages';
import type { FollowState } from './followState';
import { FollowToggle } from './followToggle';

/**
 * The Follow button beside a video's author in the single-video views (the /reels/{id}
 * viewer and a grid's viewer): where the caller stands with each author shown, read from
 * the author's profile, and the same follow toggle as profiles (docs/product.md#follow):
 * following is immediate, unfollowing asks first, the button changes on the server's yes.
 * The state is the author's one model (`ctx.users`, ADR 0126): a follow made on a profile, in
 * search or in a list shows on the button at once, and the other way round.
 */
export class AuthorFollowStore {
  /** The author whose unfollow waits for a confirmation, if any. */
  confirming: { userId: string; userName: string } | null = null;
  /** The follow toggle (the button's spinner while a call runs). */
  readonly follows: FollowToggle;

  constructor(private readonly ctx: StoreContext) {
    this.follows = new FollowToggle(ctx, profileMessages.followFailed, () =>
      ctx.notify.error(profileMessages.followFailed),
    );
    makeAutoObservable<this, 'ctx'>(this, { ctx: false, follows: false });
  }

  /** Where the caller stands with `userId`, or undefined while no answer told it. */
  stateOf(userId: string): FollowState | undefined {
    return this.ctx.users.get(userId)?.followState;
  }

  /** A follow, unfollow or withdrawal for `userId` is in flight. */
  isPending(userId: string): boolean {
    return this.follows.isPending(userId);
  }

  /**
   * GET /user/profile/{userId}: the caller's follow state with the author, read when a video
   * of theirs is shown and no answer told it yet. A follow elsewhere since moves the same
   * model, so a known author asks nothing. A failed read is only logged: the button stays
   * away rather than show a state that may be wrong.
   */
  async read(userId: string): Promise<void> {
    if (this.ctx.users.get(userId)) return;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/user/profile/{userId}', { params: { path: { userId } } }),
        profileMessages.fetchFailed,
      );
      if (this.follows.isPending(userId)) return; // the toggle's answer decides
      runInAction(() => this.ctx.users.upsert(data.data));
    } catch (error) {
      this.ctx.logger.error(profileMessages.fetchFailed, error);
    }
  }

  /** The button pressed: unfollowing asks first; following or withdrawing a request does not. */
  async press(author: { userId: string; userName: string }): Promise<void> {
    const state = this.stateOf(author.userId);
    if (state === undefined) return;
    if (state === 'following') this.confirming = { ...author };
    else await this.toggle(author.userId, state);
  }

  /** The unfollow confirmed. */
  async confirmUnfollow(): Promise<void> {
    const author = this.confirming;
    this.confirming = null;
    if (author) await this.toggle(author.userId, 'following');
  }

  cancelUnfollow(): void {
    this.confirming = null;
  }

  /** After logout no confirmation stays open (the follow states leave with `ctx.users`). */
  clear(): void {
    this.confirming = null;
  }

  private async toggle(userId: string, from: FollowState): Promise<void> {
    await this.follows.toggle(userId, from);
  }
}
